// The beauty shop's informational pages (`pages/{slug}`, the same slugs as the silver shop's) and
// its careers openings.
import type { CareerSpec, PageSpec } from '../pages';
import { BEAUTY_BRAND, BEAUTY_EMAIL, COD_LIMIT, CONTACT_LINE, FREE_SHIPPING_ABOVE, SHIPPING_FEE } from './shop';

const NAME = BEAUTY_BRAND.name;
const rupees = (amount: number): string => `₹${amount.toLocaleString('en-IN')}`;

export const BEAUTY_PAGES: readonly PageSpec[] = [
  {
    slug: 'about',
    title: 'About Us',
    description: `${NAME} is a Mumbai beauty store selling genuine skincare, makeup, hair care and fragrance across India for over 8 years, with shades chosen for Indian skin.`,
    body: `## Beauty that understands Indian skin

${NAME} began in 2018 as a single store in Bandra West, Mumbai, run by two friends who were tired of foundations that turned grey, sunscreens that left a white cast and lipsticks that vanished on dusky skin. In **over 8 years** since, we have served **more than 2.5 lakh customers** across India, online and in our store, and we still choose every product with one question: does it work for Indian skin, hair and weather?

## What we stand for

* **100% genuine, always.** We buy directly from brands and their authorised distributors. Every product is sealed, within its shelf life and stored away from heat and sunlight.
* **Shades for every Indian skin tone.** Our foundations, compacts and lipsticks are chosen and swatched on fair, wheatish, dusky and deep skin, and our swatches are photographed in daylight.
* **Honest advice.** Our beauty advisors are trained on ingredients and skin types, not on sales targets. Ask us on WhatsApp and we will tell you what suits you, even if it is the cheaper option.
* **Ayurveda and science, side by side.** Kumkumadi oil and niacinamide, ubtan and ceramides: we stock what works, whichever tradition it comes from.

## Our brands

We stock nine brands, all made in India, from our own everyday range, Aabha Essentials, to specialists in actives, Ayurveda, colour cosmetics, hair care, Kannauj attars, handmade soaps, beauty tools and men's grooming.

## How we deliver

Orders are **packed and shipped within 24 hours** on working days from our Mumbai warehouse, with flat shipping of ${rupees(SHIPPING_FEE)}, free on orders above ${rupees(FREE_SHIPPING_ABOVE)}, and cash on delivery up to ${rupees(COD_LIMIT)}. Every parcel is sealed, and liquids are packed upright and bubble-wrapped.

## Visit us

Come in to try shades, get a skin-type consultation or pick up your online order. ${CONTACT_LINE}`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: `How ${NAME} collects, uses and protects your personal data under the Digital Personal Data Protection Act, 2023.`,
    body: `_Last updated: see the date at the end of this page._

This policy explains what personal data ${NAME} ("we", "us") collects through this website and our store, why, and what choices you have. We process personal data in line with India's Digital Personal Data Protection Act, 2023 and the rules made under it.

## Data we collect

* **Account data:** your name, email address, phone number and password (stored only as a secure hash by our authentication provider) when you register, or your Google account name, email and photo if you sign in with Google.
* **Order data:** delivery and billing addresses, the products you order, and payment references (we never see or store card, UPI PIN or bank credentials).
* **Communications:** messages you send through the contact form, email or WhatsApp.
* **Usage data:** pages viewed, device and browser type, and approximate location derived from your IP address, collected to keep the site secure and to improve it.

## Why we use it

* To create and manage your account and deliver your orders, issue GST invoices and handle returns.
* To answer your questions and give product advice you ask for.
* To send order updates, and, if you agree, newsletters and offers (switch these off at any time in **My Account → Email preferences**).
* To keep the service secure, prevent fraud and meet our legal and tax obligations.

## Who we share it with

We share personal data only with service providers who help us run the shop, under contracts that protect it: cloud hosting and authentication, courier partners (name, address and phone for delivery), payment partners, and our accountants and auditors. We disclose data to authorities only when the law requires it. **We never sell personal data**, and we do not share it with brands for their marketing.

## How long we keep it

Account data is kept while your account is open. Order and invoice records are kept for as long as tax and accounting laws require. Messages that do not lead to an order are deleted after 24 months.

## Your rights

You may ask us to access, correct or erase your personal data, withdraw consent for marketing, and nominate a person to exercise your rights on your behalf. You can delete your account from **My Account**, or write to us. We respond within 30 days.

## Cookies

We use essential cookies to keep you signed in and to remember your cart, and privacy-friendly analytics to understand how the site is used. We do not use advertising cookies.

## Grievance officer

For any question or complaint about your data, contact our Grievance Officer at **${BEAUTY_EMAIL}**. ${CONTACT_LINE}`,
  },
  {
    slug: 'shipping',
    title: 'Shipping Policy',
    description: `Delivery across India in 3–7 days: ${rupees(SHIPPING_FEE)} shipping, free above ${rupees(FREE_SHIPPING_ABOVE)}, cash on delivery and how we pack beauty products.`,
    body: `## Shipping charges

* **Free delivery** on orders of **${rupees(FREE_SHIPPING_ABOVE)}** and above.
* **Orders below ${rupees(FREE_SHIPPING_ABOVE)}:** a flat **${rupees(SHIPPING_FEE)}** per order, wherever you are in India.
* **Cash on delivery** is available on orders up to ${rupees(COD_LIMIT)}, at no extra charge.

## Dispatch

Orders placed before 2 pm IST on a working day are **packed and shipped the same day**; later orders leave the next working day. During festive sales dispatch may take up to two working days; we will tell you if it does.

## Delivery times

| Destination | Typical delivery after dispatch |
|---|---|
| Mumbai, Thane and Pune | 1–3 working days |
| Metro cities | 3–5 working days |
| Rest of India | **3–7 working days** |
| North-East, J&K, Ladakh, islands | 7–10 working days |

Delivery times are estimates from our courier partners and can be affected by weather, festivals and local restrictions.

## How we pack

* Liquids, serums and perfumes are sealed, packed upright and wrapped in bubble wrap.
* Glass bottles and compacts get an extra layer of protection.
* Every parcel is sealed with tamper-evident tape. Please check that the seal is intact before you accept it.

## Tracking

We share the tracking link on WhatsApp and by email as soon as your parcel is handed to the courier. You can also see it in **My Account → Orders**.

## Perfumes and aerosols

Some couriers cannot fly perfumes and aerosol deodorants, so these travel by surface and may take one or two days longer to remote areas.

## Damaged or missing items

If a product arrives broken, leaking or missing, tell us within **48 hours** of delivery with a photo or an unboxing video, and we will send a replacement or refund it. See our [Returns & Refunds](/returns) policy.

## International orders

We currently deliver within India only.

## Questions

${CONTACT_LINE}`,
  },
  {
    slug: 'returns',
    title: 'Returns & Refunds',
    description:
      'Return unopened products within 7 days; why opened cosmetics cannot be returned for hygiene reasons, and how damaged or wrong items are replaced.',
    body: `We want you to love what you buy. If something is not right, here is how we put it right.

## Unopened products: 7-day returns

You can return any product **within 7 days of delivery** if it is **unused, unopened and in its original packaging with the seal intact**. Tell us why if you like (a shade that does not suit you, a change of mind), but you do not have to.

## Opened products: the hygiene rule

For your safety and every other customer's, **we cannot accept returns of cosmetics, skincare, fragrances or tools that have been opened, swatched, used or had their seal broken**, unless they are damaged, defective or not what you ordered. This is the hygiene rule every beauty retailer follows: once a product has been opened, we cannot be sure it is safe to sell again.

Unsure about a shade? Ask us on WhatsApp before you open it: send a daylight photo and we will help you decide, or you can return it sealed.

## Damaged, defective or wrong items

If a product arrives **broken, leaking, expired, defective or different from what you ordered**, tell us within **48 hours** of delivery with photos or an unboxing video. We will send a replacement at no cost, or refund it if it is out of stock. You do not need to return a broken glass product; just send us the photos.

## Reactions and allergies

Always patch-test a new product before using it fully. If a product causes irritation, stop using it at once. Opened products cannot be returned for this reason, but write to us: we will help you choose an alternative and report the reaction to the brand.

## What cannot be returned

* Opened or used products, and products without their seal or original packaging.
* Free gifts and samples (please return them with the product they came with).
* Gift cards.

## How to return

1. Message us on WhatsApp or email with your order number and the products concerned.
2. We reply within one working day and arrange a pickup from your address (most PIN codes) or give you our return address.
3. We inspect returns within three working days of receiving them.

## Refunds

* **Prepaid orders (UPI):** refunded to the original payment method within **5–7 working days** of approval.
* **Cash on delivery orders:** refunded by bank transfer or UPI to an account you share with us.
* We issue a GST credit note for every refund. Shipping charges are refunded when the return is our mistake.

## Questions

${CONTACT_LINE}`,
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    description: `The terms on which ${NAME} sells beauty products through this website and its store.`,
    body: `These terms apply to every use of this website and to every order placed with ${NAME}, operated by Aabha Beauty Retail Private Limited, Mumbai. By ordering you accept them.

## 1. Products

* Every product we sell is **genuine**, bought directly from the brand or its authorised distributor, and sold within its shelf life.
* Shade swatches are photographed in daylight, but screens differ. Product descriptions, ingredient lists and directions are provided by the brands; always read the pack before use.
* Cosmetics can cause reactions in some people. **Patch-test every new product** and stop using it if irritation occurs.

## 2. Prices and taxes

* Prices are in Indian rupees (INR), **include GST** and are never above the MRP printed on the product.
* Offers and discounts are valid while stocks last and cannot be combined unless stated.

## 3. Orders and payment

* An order is accepted when we send an order confirmation. We may cancel an order if stock is unavailable or a price was shown in error; any payment made is refunded in full.
* We accept UPI and cash on delivery (for orders up to ${rupees(COD_LIMIT)}).
* There is no minimum order value; orders above ${rupees(FREE_SHIPPING_ABOVE)} ship free.
* We may limit the quantity of a product per customer during sales.

## 4. Delivery and risk

Delivery is made as described in our Shipping Policy. Risk passes to you on delivery.

## 5. Returns

Returns and refunds are governed by our Returns & Refunds policy, including the hygiene rule for opened products.

## 6. Accounts

Keep your login details confidential. You are responsible for orders placed from your account. We may suspend accounts used fraudulently or in breach of these terms.

## 7. Reviews

Reviews must be honest and about your own experience. We may remove reviews that are abusive, off-topic or promotional.

## 8. Intellectual property

Text, photographs, illustrations and logos on this website belong to ${NAME}, the brands we sell or their licensors.

## 9. Liability

We are responsible for losses that are a foreseeable result of our breach of these terms, up to the value of the order concerned. Nothing here limits your rights under the Consumer Protection Act, 2019.

## 10. Law and disputes

These terms are governed by the laws of India. Courts in Mumbai have exclusive jurisdiction. We will always try to resolve a concern directly first.

## Contact

${CONTACT_LINE}`,
  },
  {
    slug: 'faqs',
    title: 'Frequently Asked Questions',
    description: `Answers to common questions about genuine products, shades, expiry dates, patch tests, delivery and cash on delivery at ${NAME}.`,
    body: 'Answers to the questions our customers ask most often. Cannot find yours? Message us on WhatsApp and a beauty advisor will reply the same day.',
    items: [
      {
        question: 'Are your products genuine?',
        answer:
          'Yes, **100%**. We buy only from the brands themselves or their authorised distributors, never from grey-market sellers. Every product arrives sealed, with the brand’s batch number, MRP and expiry date on the pack.',
      },
      {
        question: 'How do I choose the right foundation or compact shade?',
        answer:
          'Match to your jawline and neck in daylight, and check your undertone (most Indian skin is warm or golden). Our guide [How to Find Your Foundation Shade](/blogs/find-your-foundation-shade-indian-skin-tones) walks you through it, or send us a daylight photo on WhatsApp and we will suggest two shades.',
      },
      {
        question: 'How fresh are the products? What about expiry dates?',
        answer:
          'We sell only products with **at least six months of shelf life left**, and usually much more. Expiry or "best before" dates are printed on every pack. After opening, follow the period-after-opening symbol (an open jar with "6M", "12M" and so on).',
      },
      {
        question: 'Should I patch-test a new product?',
        answer:
          'Yes, especially with actives such as retinol, acids or vitamin C, and if your skin is sensitive. Apply a little behind the ear or on the inner arm for 48 hours. If you see redness or itching, do not use it on your face.',
      },
      {
        question: 'Do you offer cash on delivery?',
        answer: `Yes, on orders up to **${rupees(COD_LIMIT)}**, at no extra charge. You can also pay by UPI when you place the order.`,
      },
      {
        question: 'How much is shipping and how long does delivery take?',
        answer: `Shipping is a flat ${rupees(SHIPPING_FEE)}, and **free on orders above ${rupees(FREE_SHIPPING_ABOVE)}**. Most orders arrive in **3–7 working days**; see our [Shipping Policy](/shipping).`,
      },
      {
        question: 'Can I return a product if the shade does not suit me?',
        answer:
          'Yes, if it is **unopened, with its seal intact**, within 7 days of delivery. Opened cosmetics cannot be returned for hygiene reasons unless they are damaged or defective. See [Returns & Refunds](/returns).',
      },
      {
        question: 'Are your products cruelty-free and vegetarian?',
        answer:
          'Many are. Each product page lists the ingredients; some traditional products contain milk, ghee, honey or beeswax. Our brushes and sponges are made with synthetic fibres and no animal hair.',
      },
      {
        question: 'Are the products safe during pregnancy?',
        answer:
          'Some actives, such as retinol, are not recommended during pregnancy or breastfeeding, and we say so on those pages. Please check with your doctor before starting new skincare.',
      },
      {
        question: 'Can I visit your store?',
        answer: 'Of course. Our Bandra West store in Mumbai is open every day from 10 am to 8 pm for shade matching, skin consultations and order pickups.',
      },
      {
        question: 'Do you sell gift sets and gift wrapping?',
        answer: 'Yes. Our [gift sets](/category/gift-sets) include skincare boxes, makeup kits, festive hampers and fragrance sets, all packed ready to give.',
      },
    ],
  },
  {
    slug: 'careers',
    title: 'Careers',
    description: `Work with ${NAME} in Mumbai: openings for beauty advisors, content creators and our warehouse team.`,
    body: `We are a team of around 35 beauty lovers across our Bandra store, our online team and our Mumbai warehouse. If you enjoy helping people feel good in their skin and care about getting the details right, we would like to hear from you.

## Why work with us

* Training in skincare ingredients, shade matching and makeup from professional artists, whatever your role.
* A staff discount on every brand we stock, and monthly product allowances to try new launches.
* Health insurance for you and your family, paid leave from day one and a Diwali bonus.
* A friendly, growing team where good ideas are tried quickly.

## How to apply

Use the **Apply** button under an opening to e-mail us your CV and a few lines about why the role interests you; the job title is filled in for you. No opening that fits? Write to us from the [contact page](/contact). We read every application and reply within two weeks.

The current openings are listed below.`,
  },
];

export const BEAUTY_CAREERS: readonly CareerSpec[] = [
  {
    id: 'beauty-advisor-bandra',
    title: 'Beauty Advisor',
    location: 'Mumbai (Bandra West store)',
    type: 'Full-time',
    active: true,
    postedDaysAgo: 7,
    description: `Help customers in our store and on WhatsApp find products that suit their skin, hair and budget: shade matching, skin-type consultations and honest recommendations.

**You will**
- Match foundation and lipstick shades and demonstrate products at the counter.
- Answer customer questions on WhatsApp and chat during your shift.
- Keep testers clean, displays tidy and stock counts accurate.

**You have**
- A genuine interest in skincare and makeup; a beauty or cosmetology course is a plus.
- Fluent Hindi and English; Marathi is welcome.
- Patience and a friendly manner; we train you on products and ingredients.`,
  },
  {
    id: 'beauty-content-creator',
    title: 'Beauty Content Creator',
    location: 'Mumbai (hybrid)',
    type: 'Full-time',
    active: true,
    postedDaysAgo: 19,
    description: `Create the tutorials, reels and Glam Buzz blog articles that help our customers choose and use their products.

**You will**
- Plan, shoot and edit short videos and tutorials for Instagram and YouTube.
- Write clear, accurate blog articles with our skincare and makeup team.
- Photograph swatches and new launches in daylight, true to colour.

**You have**
- A portfolio of beauty content: videos, photographs or writing.
- Confidence on camera and with editing apps.
- Care for accuracy: no miracle claims, ever.`,
  },
  {
    id: 'warehouse-packing-associate',
    title: 'Warehouse Packing Associate',
    location: 'Mumbai (Bhiwandi warehouse)',
    type: 'Full-time',
    active: true,
    postedDaysAgo: 30,
    description: `Pick, check and pack online orders so that every parcel leaves on time and arrives intact.

**You will**
- Pick orders, check batch numbers and expiry dates, and pack liquids and glass safely.
- Receive and shelve new stock from brands.
- Help with stock counts and returns inspection.

**You have**
- Care for detail and a steady pace.
- Basic reading of English labels and numbers.
- Warehouse experience is welcome but not required; we train.`,
  },
  {
    id: 'social-media-intern',
    title: 'Social Media Intern',
    location: 'Remote (India)',
    type: 'Internship',
    active: false,
    postedDaysAgo: 140,
    description: `A three-month internship with our marketing team on Instagram content, the Glam Buzz blog and customer newsletters. Applications for this cohort are closed.

**You will**
- Draft posts and captions, and research beauty trends.
- Help plan festive campaigns.

**You have**
- Good written English and an eye for visuals.
- A laptop and a reliable internet connection.`,
  },
];
