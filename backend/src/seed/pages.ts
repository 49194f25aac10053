// The informational pages (`pages/{slug}`) and the careers openings of the demo wholesaler.

export interface PageSpec {
  slug: string;
  title: string;
  description: string;
  body: string;
  items?: { question: string; answer: string }[];
}

const CONTACT_LINE =
  'Write to **wholesale@rajatmaya.example**, call or WhatsApp **+91 98765 43210** (Monday to Saturday, 10:30 am – 7:00 pm IST), ' +
  'or visit us at Unit 7, Second Floor, 12 Sample Lane, Kalbadevi, Mumbai 400002.';

export const PAGES: readonly PageSpec[] = [
  {
    slug: 'about',
    title: 'About Us',
    description:
      'Rajatmaya Silver is an importer and wholesale supplier of 925 hallmarked silver jewellery, serving more than 1000 jewellers across India for over 15 years.',
    body: `## Silver is all we do

Rajatmaya Silver is an importer and wholesale supplier of 925 hallmarked silver jewellery, based in Mumbai. For **over 15 years** we have supplied jewellers, brands and small businesses across India, and today **more than 1000 jewellers** stock our designs.

## What we offer

* **925 hallmarked silver, always.** Every piece we sell is sterling silver, hallmarked by a BIS-recognised assaying centre, with purity and weight on every invoice.
* **Designs from around the world.** We **import from Italy, Turkey and Hong Kong**: Italian machine-made chains, Turkish evil-eye and bead work, and contemporary zircon jewellery from Hong Kong, alongside Indian oxidised, temple and meenakari designs from partner workshops in Rajasthan, Gujarat and West Bengal.
* **Dispatch from ready stock.** Our catalogue is held in stock in Mumbai, so most orders leave within 48 hours, insured, with tracking.
* **Low minimums.** Minimum quantities are per design and kept small, so a new counter can test a wide range without heavy investment.

## Who we work with

Our partners range from family jewellers in small towns to multi-store chains, online brands building their own labels, boutiques adding a silver corner and resellers who sell through social media. Whatever the size, every partner gets the same things: honest weights, clear invoices and a team that answers the phone.

## How to buy

1. **Browse the catalogue** on this website or in our mobile app.
2. **Enquire on WhatsApp** or **book a video call**: we show pieces live, suggest a mix for your budget and confirm stock.
3. **Confirm your order** and pay by bank transfer; we dispatch from ready stock and share tracking the same day.

## Our promise

We would rather lose a sale than sell a piece we would not wear ourselves. If anything arrives short, damaged or not as described, tell us within the time in our returns policy and we will put it right.

${CONTACT_LINE}`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'How Rajatmaya Silver collects, uses and protects personal data under the Digital Personal Data Protection Act, 2023.',
    body: `_Last updated: see the date at the end of this page._

This policy explains what personal data Rajatmaya Silver ("we", "us") collects through this website and our mobile app, why, and what choices you have. We process personal data in line with India's Digital Personal Data Protection Act, 2023 and the rules made under it.

## Data we collect

* **Account data:** your name, email address, phone number and password (stored only as a secure hash by our authentication provider) when you register, or your Google account name, email and photo if you sign in with Google.
* **Business and order data:** business name, GSTIN, delivery and billing addresses, the products you enquire about or order, and payment references (we do not store card or bank credentials).
* **Communications:** messages you send through the contact form, WhatsApp enquiries and video-call bookings.
* **Usage data:** pages viewed, device and browser type, and approximate location derived from your IP address, collected to keep the site secure and to improve it.

## Why we use it

* To create and manage your account and verify that you are a business customer where required.
* To answer enquiries, process and deliver orders, issue GST invoices and handle returns.
* To send order updates, and, if you agree, newsletters and offers (you can switch these off at any time in **My Account → Email preferences**).
* To keep the service secure, prevent fraud and meet our legal and tax obligations.

## Who we share it with

We share personal data only with service providers who help us run the business, under contracts that protect it: cloud hosting and authentication, courier and logistics partners (name, address and phone for delivery), payment and banking partners, and our accountants and auditors. We disclose data to authorities only when the law requires it. We never sell personal data.

## How long we keep it

Account data is kept while your account is open. Order and invoice records are kept for as long as tax and accounting laws require. Enquiries that do not lead to an order are deleted after 24 months.

## Your rights

You may ask us to access, correct or erase your personal data, withdraw consent for marketing, and nominate a person to exercise your rights on your behalf. You can delete your account from **My Account**, or write to us. We respond within 30 days.

## Cookies

We use essential cookies to keep you signed in and to remember your cart, and privacy-friendly analytics to understand how the site is used. We do not use advertising cookies.

## Security

Data is encrypted in transit, access is limited to staff who need it, and our providers maintain industry-standard security certifications.

## Grievance officer

For any question or complaint about your data, contact our Grievance Officer: ${CONTACT_LINE}`,
  },
  {
    slug: 'shipping',
    title: 'Shipping Policy',
    description: 'Dispatch times, courier partners, insurance and shipping charges for wholesale orders across India.',
    body: `## Dispatch from ready stock

Everything in our catalogue is held in stock in Mumbai. Orders confirmed and paid **before 2 pm IST on a working day are dispatched the same day**; later orders leave the next working day. Large orders (over 500 pieces) and orders with custom packaging may take up to three working days; we will confirm the date with you.

## Delivery times

| Destination | Typical delivery after dispatch |
|---|---|
| Mumbai and Pune | 1–2 working days |
| Metro cities | 2–4 working days |
| Rest of India | 3–7 working days |
| North-East, J&K, islands | 5–10 working days |

Delivery times are estimates from our courier partners and can be affected by weather, festivals and local restrictions.

## Shipping charges

* **Free insured shipping** on orders of ₹25,000 and above (before GST).
* **Orders below ₹25,000:** a flat ₹350 per shipment, including insurance.
* **Express or same-day delivery** within Mumbai is available on request at cost.

## Insurance and packaging

Every shipment is fully insured for its invoice value from our premises to your door. Pieces are packed individually in anti-tarnish pouches, placed in a sealed, tamper-evident box and weighed before dispatch; the weight is printed on the shipping label.

## Tracking

We share the tracking number on WhatsApp and email as soon as the parcel is handed over. You can also see it in **My Account → Orders**.

## Receiving your parcel

* Check that the outer seal is intact before accepting the parcel.
* Please **video-record the unboxing** of every shipment. It makes any shortage or damage claim quick and simple.
* Report any shortage, damage or tampering within **48 hours** of delivery, with the video and photos of the packaging.

## International orders

We currently ship within India only. For export enquiries, please contact us.

## Questions

${CONTACT_LINE}`,
  },
  {
    slug: 'returns',
    title: 'Returns & Refunds',
    description: 'How to return defective or incorrect silver jewellery, the time limits and how refunds are paid.',
    body: `We check every piece before it leaves us, but if something is not right we want to know. This policy applies to wholesale orders placed through this website, our app, WhatsApp or our sales team.

## What you can return

* **Manufacturing defects:** broken clasps, loose stones, faulty settings or soldering, reported within **7 days** of delivery.
* **Wrong items or quantities:** anything that does not match your invoice, reported within **48 hours** of delivery with your unboxing video.
* **Damage in transit:** reported within **48 hours** of delivery with photos of the packaging and the unboxing video.

## What we cannot accept

* Pieces that have been worn, resized, polished, engraved or altered.
* Pieces without their original tag and pouch.
* Custom, personalised or made-to-order items, unless they are defective.
* Normal tarnish, which is a surface reaction and not a defect (see our care guide on the blog).

## How to return

1. Message us on WhatsApp or email with your order number, the pieces concerned and photos or video.
2. We reply within one working day with a return authorisation and instructions.
3. Pack the pieces securely in their original pouches and send them insured to our Mumbai address, or wait for the pickup we arrange for eligible returns.
4. We inspect returns within three working days of receiving them.

## Refunds, replacements and credit

* **Defective or wrong items:** replaced from stock at no cost, or refunded if the design is out of stock. We reimburse reasonable return shipping.
* **Other approved returns:** credited to your account against future orders.
* **Refunds** are paid to the original payment account within **7 working days** of approval. We issue a GST credit note for every refund.

## Exchanges for your customers

We do not accept returns of unsold stock as standard. Partners with regular orders can discuss a seasonal exchange allowance with their account manager.

## Questions

${CONTACT_LINE}`,
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    description: 'The terms on which Rajatmaya Silver sells 925 silver jewellery through this website and app.',
    body: `These terms apply to every use of this website and our mobile app and to every order placed with Rajatmaya Silver, Mumbai. By registering or ordering you accept them.

## 1. Who can buy

Our wholesale prices are offered to jewellers, retailers and other businesses. We may ask for a GSTIN or other proof of business before confirming wholesale terms. Individuals are welcome to browse and enquire.

## 2. Products and descriptions

* All jewellery is **925 sterling silver** and hallmarked, unless a product page clearly states otherwise.
* Weights are approximate and may vary by up to **±5%** because pieces are finished by hand. Invoices show actual weights.
* Photographs and illustrations are representative. Natural stones vary in colour and pattern, and plating shades can differ slightly between batches.

## 3. Prices and taxes

* Prices are in Indian rupees (INR) and **exclude GST**, which is charged at the applicable rate (currently 3% on silver jewellery) and shown on your invoice.
* Because silver prices move daily, prices on the website are indicative. The price on your order confirmation is final for that order.

## 4. Orders and payment

* An order is accepted when we send an order confirmation. We may decline or cancel an order if stock is unavailable or pricing was shown in error; any payment made is refunded in full.
* Payment is by bank transfer (NEFT, RTGS, IMPS) or UPI before dispatch, unless credit terms have been agreed in writing.
* Minimum order quantities are per design and shown on each product page.

## 5. Delivery, risk and title

Delivery is made as described in our Shipping Policy. Risk passes to you on delivery; ownership passes when we have received payment in full.

## 6. Returns

Returns and refunds are governed by our Returns & Refunds policy.

## 7. Accounts

Keep your login details confidential. You are responsible for orders placed from your account. We may suspend accounts used fraudulently or in breach of these terms.

## 8. Intellectual property

Designs, photographs, text and logos on this website belong to Rajatmaya Silver or its licensors. Partners may use our product photographs to sell our products; they may not be used for other goods.

## 9. Liability

We are responsible for losses that are a foreseeable result of our breach of these terms, up to the value of the order concerned. We are not liable for indirect losses such as lost profits. Nothing here limits rights you have under the Consumer Protection Act, 2019 that cannot be limited by contract.

## 10. Law and disputes

These terms are governed by the laws of India. Courts in Mumbai have exclusive jurisdiction. We will always try to resolve a concern directly first.

## Contact

${CONTACT_LINE}`,
  },
  {
    slug: 'faqs',
    title: 'Frequently Asked Questions',
    description: 'Answers to common questions about buying 925 silver jewellery wholesale from Rajatmaya Silver.',
    body: 'Answers to the questions jewellers and retailers ask us most often. Cannot find yours? Message us on WhatsApp and we will reply the same working day.',
    items: [
      {
        question: 'Is all your jewellery real silver?',
        answer:
          'Yes. Every piece is **925 sterling silver** (92.5% pure silver) and hallmarked by a BIS-recognised assaying centre. Purity and weight are printed on every invoice.',
      },
      {
        question: 'Do you sell to individual customers?',
        answer:
          'We are a wholesale supplier and our prices and minimums are set for businesses. Individuals are welcome to browse; we can point you to a retail partner near you.',
      },
      {
        question: 'What is the minimum order?',
        answer:
          'Minimums are **per design**, usually between 1 and 10 pieces, and shown on each product page. There is no minimum order value, but orders of ₹25,000 and above ship free.',
      },
      {
        question: 'How quickly do you dispatch?',
        answer:
          'We dispatch from **ready stock**. Orders confirmed and paid before 2 pm IST on a working day leave the same day; see our [Shipping Policy](/shipping) for delivery times.',
      },
      {
        question: 'Where do your designs come from?',
        answer: 'We import from **Italy, Turkey and Hong Kong** and work with partner workshops across India for oxidised, temple and meenakari designs.',
      },
      {
        question: 'How are prices calculated?',
        answer:
          'Catalogue prices are per piece, excluding GST. Because silver prices change daily, the price on your order confirmation is the final price for that order.',
      },
      {
        question: 'Can I see the jewellery before ordering?',
        answer: 'Yes. **Book a video call** from any page and our team will show you pieces live, or visit our Mumbai showroom by appointment.',
      },
      {
        question: 'What payment methods do you accept?',
        answer: 'Bank transfer (NEFT, RTGS, IMPS) and UPI. Regular partners can apply for credit terms.',
      },
      {
        question: 'What if a piece arrives damaged or defective?',
        answer: 'Report it within the time limits in our [Returns & Refunds](/returns) policy with your unboxing video, and we will replace or refund it.',
      },
      {
        question: 'How should my customers care for silver?',
        answer:
          'Store pieces in anti-tarnish pouches, keep them away from perfume and moisture, and wipe them with a polishing cloth. Our blog has a full [care guide](/blogs/how-to-care-for-925-sterling-silver-jewellery).',
      },
      {
        question: 'Can I use your product photos on my own website?',
        answer: 'Yes, for selling our products. Ask your account manager for high-resolution images.',
      },
    ],
  },
  {
    slug: 'careers',
    title: 'Careers',
    description: 'Work with Rajatmaya Silver in Mumbai and Jaipur: open positions in sales, quality and catalogue production.',
    body: `We are a small team with a big catalogue, and we are proud of how long our people stay with us. If you care about craft, customers and getting the details right, we would like to hear from you.

## Why work with us

* A friendly team of around 40 people across our Mumbai office and warehouse and our Jaipur sourcing desk.
* Real responsibility early: most of our managers started in their first job here.
* Health insurance for you and your family, paid leave from day one, and a festival bonus.
* Training in jewellery, gemstones and hallmarking, whatever your role.

## How to apply

Use the **Apply** button under an opening to e-mail us your CV and a few lines about why the role interests you; the job title is filled in for you. No opening that fits? Write to us from the [contact page](/contact). We read every application and reply within two weeks.

The current openings are listed below.`,
  },
];

export interface CareerSpec {
  id: string;
  title: string;
  location: string;
  type: 'Full-time' | 'Part-time' | 'Internship';
  description: string;
  active: boolean;
  postedDaysAgo: number;
}

export const CAREERS: readonly CareerSpec[] = [
  {
    id: 'wholesale-sales-executive-mumbai',
    title: 'Wholesale Sales Executive',
    location: 'Mumbai (Kalbadevi)',
    type: 'Full-time',
    active: true,
    postedDaysAgo: 9,
    description: `Look after a portfolio of jewellers and retailers across Western India: understand what sells in their stores, recommend designs, take orders on WhatsApp and video calls, and make sure every order leaves on time.

**You will**
- Manage and grow relationships with around 80 retail partners.
- Run video-call product presentations and prepare quotations.
- Coordinate with the warehouse on stock and dispatch.

**You have**
- 2+ years of B2B sales, ideally in jewellery, fashion or consumer goods.
- Fluent Hindi and English; Gujarati or Marathi is a plus.
- A knack for remembering what each customer likes.`,
  },
  {
    id: 'quality-control-assistant-jaipur',
    title: 'Quality Control Assistant',
    location: 'Jaipur',
    type: 'Full-time',
    active: true,
    postedDaysAgo: 21,
    description: `Inspect incoming silver jewellery from our partner workshops before it reaches our warehouse: check hallmarks, weights, finishing, stone settings and clasps, and record results.

**You will**
- Inspect and weigh incoming lots against purchase orders.
- Verify hallmarks and HUIDs and flag discrepancies.
- Work with workshops to fix recurring defects.

**You have**
- An eye for detail and patience for repetitive checks.
- Basic computer skills (spreadsheets).
- Experience in jewellery or gem testing is welcome but not required; we train.`,
  },
  {
    id: 'catalogue-photographer-part-time',
    title: 'Catalogue Photographer and Editor',
    location: 'Mumbai (hybrid)',
    type: 'Part-time',
    active: true,
    postedDaysAgo: 40,
    description: `Photograph new arrivals for our website, app and WhatsApp catalogue, three days a week. Consistent, colour-accurate product photography of small, reflective pieces is the heart of the role.

**You will**
- Shoot 60–100 pieces a week on white and lifestyle backgrounds.
- Retouch and export images to our templates.
- Keep the photo library organised by SKU.

**You have**
- A portfolio of product or jewellery photography.
- Confidence with lighting reflective metals and with Lightroom or Photoshop.`,
  },
  {
    id: 'digital-marketing-intern',
    title: 'Digital Marketing Intern',
    location: 'Remote (India)',
    type: 'Internship',
    active: false,
    postedDaysAgo: 150,
    description: `A three-month internship helping our small marketing team with social media content, the Glam Buzz blog and email newsletters for retail partners. Applications for this cohort are closed.

**You will**
- Draft posts and short videos for Instagram and YouTube.
- Research and write blog articles with our design team.
- Report on campaign results each week.

**You have**
- Good written English and an interest in fashion and jewellery.
- A laptop and a reliable internet connection.`,
  },
];
