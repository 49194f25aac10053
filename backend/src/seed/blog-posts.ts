// The "Glam Buzz" blog: nine published articles and one draft, written for retailers and buyers of
// silver jewellery in India (more than one page of the list, so the demo shows its pagination).

export interface BlogPostSpec {
  slug: string;
  title: string;
  excerpt: string;
  author: { name: string; role: string };
  tags: string[];
  /** The category whose silhouette decorates the cover. */
  coverMotif: string;
  status: 'published' | 'draft';
  /** Days before the seed date. */
  publishedDaysAgo: number;
  body: string;
}

const MEERA = { name: 'Meera Kapoor', role: 'Head of Design' };
const ARJUN = { name: 'Arjun Mehta', role: 'Wholesale Partnerships' };
const KAVYA = { name: 'Kavya Iyer', role: 'Quality & Compliance' };

export const BLOG_POSTS: readonly BlogPostSpec[] = [
  {
    slug: 'how-to-care-for-925-sterling-silver-jewellery',
    title: 'How to Care for 925 Sterling Silver Jewellery',
    excerpt: 'Why silver tarnishes, how to clean it safely at home and in the shop, and the storage habits that keep stock looking new for years.',
    author: KAVYA,
    tags: ['care', 'sterling silver', 'tarnish'],
    coverMotif: 'rings',
    status: 'published',
    publishedDaysAgo: 12,
    body: `Sterling silver is one of the most forgiving metals in jewellery. It is strong enough for daily wear, easy to repair and, unlike plated fashion jewellery, it can always be polished back to its original shine. What it asks for in return is a little understanding of why it changes colour and a few simple habits.

## Why silver tarnishes

925 silver is 92.5% pure silver and 7.5% other metals, usually copper, which gives it strength. Silver reacts with sulphur compounds in the air and on the skin and forms a thin layer of silver sulphide. That layer is the yellow, brown or black tarnish you see. It is a surface reaction, not damage: the metal underneath is untouched.

Tarnish forms faster in humid weather, near the sea, in kitchens and bathrooms, and on contact with rubber, wool, perfume, hair spray and some cosmetics. This is why a ring worn every day often stays brighter than the same ring kept in a drawer: gentle friction against skin and clothes polishes it continuously.

## Cleaning at home

For light tarnish, a dedicated silver polishing cloth is all most customers need. Rub gently in straight lines, not circles, and turn to a clean area of the cloth as it darkens.

For heavier tarnish on plain, polished pieces:

1. Mix a few drops of mild, phosphate-free dish soap in lukewarm water.
2. Soak the piece for five to ten minutes.
3. Clean gently with a very soft toothbrush, paying attention to chain links and settings.
4. Rinse in clean water and dry completely with a lint-free cloth.

Avoid toothpaste, baking soda pastes and household bleach. They are abrasive or aggressive and leave fine scratches that make the piece tarnish faster. Liquid silver dips work quickly but should never be used on oxidised designs, pearls, turquoise, coral or any porous stone.

## Oxidised and plated pieces need a lighter touch

Oxidised jewellery is darkened on purpose to bring out its pattern. Polishing it hard removes that contrast. Wipe oxidised designs with a dry soft cloth only, and advise customers to do the same.

Rhodium- and gold-plated silver should not be polished with abrasive cloths either. A wipe with a damp cloth and immediate drying is enough. Plating wears with time; the silver underneath can be re-plated by any good workshop.

## Storage that prevents most tarnish

* **Keep pieces separate.** Individual zip pouches or compartment boxes stop chains tangling and stones scratching silver.
* **Keep air out.** Anti-tarnish bags or zip pouches with a small anti-tarnish strip slow the reaction dramatically.
* **Keep it dry.** A sachet of silica gel in every display drawer and storage box absorbs moisture, especially during the monsoon.
* **Avoid problem materials.** Rubber bands, felt with sulphur-based dyes and cardboard with high acid content all accelerate tarnish.

## A routine for the shop counter

For retailers, tarnished display stock is lost sales. A simple weekly routine keeps trays ready:

* Wipe display pieces with a polishing cloth every week, and after customers try them on.
* Rotate pieces between the display and sealed storage so nothing sits in open air for months.
* Store back-up stock in its original anti-tarnish packing until it goes on display.
* Keep cleaning cloths and pouches at the counter: a free pouch with every purchase is an inexpensive touch that customers remember.

## Telling customers the simple rules

The best care advice is short. "Put it on last, take it off first" covers most of it: jewellery goes on after perfume, creams and hair spray, and comes off before swimming, gym, cleaning and bathing. Stored in a pouch, wiped after wearing, a sterling silver piece will look new for many years and can always be restored when it does not.`,
  },
  {
    slug: 'bis-hallmarking-for-silver-in-india',
    title: 'BIS Hallmarking for Silver in India: What Retailers Should Check',
    excerpt: 'Purity grades, the marks to look for, HUID codes and why a hallmark protects both you and your customer.',
    author: KAVYA,
    tags: ['hallmarking', 'BIS', 'purity', 'compliance'],
    coverMotif: 'pendants',
    status: 'published',
    publishedDaysAgo: 34,
    body: `A hallmark is an independent guarantee of purity. For a customer, it is the difference between trusting a seller and knowing what they are buying. For a retailer, it is protection: when every piece in the shop is hallmarked, purity disputes simply do not arise.

This guide explains how hallmarking works for silver in India and what to check when you buy stock. Rules change from time to time, so always confirm the current position on the Bureau of Indian Standards (BIS) website before relying on any detail.

## The standard behind the mark

Silver hallmarking in India follows the Indian Standard IS 2112, which defines the purity grades for silver jewellery and artefacts and how they are marked. Hallmarking is carried out by BIS-recognised Assaying and Hallmarking Centres (AHCs), which test samples from each lot before marking it.

The grades are expressed as parts per thousand. The common ones are:

| Grade | Silver content | Typical use |
|---|---|---|
| 999 | 99.9% | Coins, bars, some artefacts |
| 970 / 990 | 97–99% | Traditional artefacts, some payal |
| 925 | 92.5% | Sterling silver jewellery |
| 900, 835, 800 | 80–90% | Utensils and heavier traditional pieces |

Almost all fashion and fine silver jewellery is made in 925, because pure silver is too soft to hold stones and keep its shape.

## What a silver hallmark looks like

A hallmarked piece carries a set of small marks, usually on the inside of a ring or bangle, on the clasp of a chain or on the back of a pendant:

* **The BIS standard mark**, the triangle-shaped BIS logo.
* **The purity grade**, for example 925.
* **A HUID code**, a six-character alphanumeric Hallmark Unique Identification number, on pieces marked under the HUID system.

The HUID links the piece to the hallmarking record. Under the HUID-based system, customers can verify the code in the government's BIS CARE app, which shows the purity and the hallmarking details for that code.

## Is silver hallmarking compulsory?

For gold, HUID hallmarking is mandatory in notified districts. For silver, hallmarking has historically been voluntary, and BIS has been extending the HUID system to silver. Because the rules are being updated, check the current notification before you assume either way. Whatever the law requires, hallmarked stock is easier to sell: more and more customers ask for it by name.

## What to check when you buy stock

* **Marks on every piece, not just a sample.** Open a few packets at random and look for the marks with a loupe.
* **Marks that match the invoice.** The purity on the invoice should be the purity on the piece.
* **Readable HUIDs.** Scan or type a few codes into the BIS CARE app. A code that does not verify is a conversation to have with your supplier immediately.
* **Sensible weights.** A hallmark tells you purity, not weight. Weigh a few pieces against the invoice.
* **Marks in the right place.** Marks should not be on decorative surfaces or across stones, where they would be filed off during finishing.

## Explaining hallmarks to customers

Customers rarely know what 925 means. A short explanation at the counter builds confidence: "925 means 92.5% pure silver, tested by an independent BIS centre. You can check this code on your phone." Showing them the HUID in the BIS CARE app takes thirty seconds and turns a curious browser into a confident buyer.

At Rajatmaya, every piece we dispatch is 925 and hallmarked, and our invoices list purity and weight line by line, so your own records and your customers' questions always have a clear answer.`,
  },
  {
    slug: 'silver-jewellery-trends-wedding-festive-season',
    title: 'Silver Jewellery Trends for the Wedding and Festive Season',
    excerpt: 'Temple motifs, layered chains, coloured stones and statement jhumkas: what buyers are asking for this season and how to plan stock.',
    author: MEERA,
    tags: ['trends', 'festive', 'bridal'],
    coverMotif: 'earrings',
    status: 'published',
    publishedDaysAgo: 58,
    body: `Every season our design and sales teams compare what retailers order, what customers ask for at the counter and what sells through fastest. This season, five themes stand out, and most of them reward retailers who stock a little bolder than last year.

## 1. Temple and heritage motifs, in oxidised silver

Temple jewellery, with its deity motifs, lotus borders and coin detailing, remains the strongest theme for weddings and festivals. What has changed is the metal: many younger customers now prefer oxidised silver to gold-plated temple sets, because it looks considered rather than costume and suits handloom sarees and fusion wear equally well.

**What to stock:** oxidised temple jhumkas, coin chokers and hasli necklaces, in at least two sizes each. The mid-size jhumka is the single most reliable seller in this group.

## 2. Statement jhumkas and chandbalis

Earrings carry the look this season. Customers are choosing one statement pair over a full set, especially for sangeet and haldi functions. Pearl drops and coloured stones on oxidised bases are the most requested.

**What to stock:** pearl-drop and meenakari jhumkas, gold-plated chandbalis with kundan glass, and lighter mini-bell jhumkas for younger buyers who want the look without the weight.

## 3. Layering, everywhere

For everyday and office wear, layering continues to grow. Pre-layered necklaces solve the tangling problem that puts customers off, and they make an easy gift.

**What to stock:** double-layer coin necklaces, star-and-moon layers and paperclip-and-pearl combinations, plus plain Italian box and snake chains that customers can add to pendants they already own.

## 4. Colour is back

After several seasons of clear zircon, coloured stones are returning strongly: emerald-green, ruby-red and sapphire-blue zircon in halo and cluster settings, and natural stones such as amethyst, blue topaz and moonstone in pendants. Colour photographs beautifully, which matters because many purchases now start with a photo shared on WhatsApp.

**What to stock:** one green and one red statement ring, two or three natural-stone pendants, and coloured-stone danglers to match.

## 5. Men's silver, beyond the chain

Men's silver has moved beyond the basic chain. Solid kadas, braided and rudraksha designs, and heavier curb chains are bought both as self-purchases and as wedding gifts for grooms and brothers.

**What to stock:** a classic round kada in three sizes, one braided or rudraksha design, and a 20-inch curb chain.

## Planning stock for the season

* **Order core sizes early.** Bangles, kadas and payal sell in specific sizes; running out of 2.6 bangles in peak season is the most common lost sale we hear about.
* **Keep a small range deep rather than a wide range thin.** Five jhumka designs in depth sell better than twenty single pieces.
* **Refresh the window weekly.** Festive buyers visit more than once; new faces in the window bring them back in.
* **Use your phone.** Photograph new arrivals against a plain background and share them with regular customers before the weekend.

All the designs mentioned here are available from ready stock in our catalogue, and our team is happy to put together a season starter selection for your counter on a video call.`,
  },
  {
    slug: 'buying-silver-jewellery-wholesale-checklist',
    title: 'Buying Silver Jewellery Wholesale: A Checklist for New Retailers',
    excerpt: 'From minimum orders to GST invoices and weight tolerances: the questions to ask before your first wholesale order.',
    author: ARJUN,
    tags: ['wholesale', 'retail', 'buying guide'],
    coverMotif: 'necklaces-chains',
    status: 'published',
    publishedDaysAgo: 85,
    body: `Opening a silver jewellery counter, or adding silver to an existing store, is one of the most rewarding moves a retailer can make. Margins are healthy, stock does not go out of fashion quickly and customers return for gifts all year. The first wholesale order, though, can feel daunting. This checklist covers what we wish every new partner asked us on day one.

## Before you order

**Know your customer.** A college-town boutique sells studs, hoops and layered chains. A wedding-market store sells payal, jhumkas and bangles. Write down your ten best-selling price points before you look at any catalogue.

**Set a budget per category, not per order.** A typical starter split for a general counter is roughly 30% earrings, 20% rings, 20% chains and pendants, 15% bangles and bracelets and 15% anklets and gifting. Adjust to your market.

**Decide how deep to go.** For fast movers, take three to six pieces per design. For statement pieces, one or two is enough to test.

## Questions to ask any supplier

1. **Is every piece hallmarked?** Ask for 925 with BIS marks and check on arrival.
2. **How is the price calculated?** Silver jewellery is priced either per piece or by weight plus making charges. Both are fine; what matters is that the invoice is clear.
3. **What is the weight tolerance?** Hand-finished pieces vary slightly. A tolerance of about ±5% is normal; it should be stated in writing.
4. **What are the minimum order quantities?** Minimums are usually per design, not per order. Small minimums let you test more designs.
5. **Is the stock ready?** Ready stock dispatches in days. Made-to-order takes weeks and can miss a season.
6. **What is the returns policy for defects?** A clear, time-bound policy for manufacturing defects is a sign of a supplier who stands behind their work.
7. **Do you provide GST invoices?** Always buy on a proper tax invoice with your GSTIN. It protects you and lets you claim input tax credit.

## When the parcel arrives

* Open and video-record the unboxing of insured parcels; it makes any claim simple.
* Count pieces against the packing list, design by design.
* Weigh a sample of pieces and compare them with the invoice.
* Check hallmarks with a loupe and verify a few HUIDs where present.
* Inspect clasps, jump rings and stone settings; report anything loose within the supplier's defect window.

## Pricing for your counter

Retail pricing for silver usually works from the landed cost: the invoice price plus freight, insurance and packaging. Many retailers then apply a category multiplier, higher for fashion designs and gifts, lower for heavy traditional pieces that customers compare by weight. Whatever you choose, round to clean price points and keep a simple price tag with weight and purity on every piece.

## Building a relationship, not just an order

The best supplier relationships feel like a partnership. Share what sells and what does not; a good wholesaler will suggest replacements, hold stock of your best sellers before festivals and tell you early about new collections. Reorder little and often rather than once a season: fresh stock sells better and keeps your cash working.

If you are planning your first order, our team can walk you through the catalogue on a video call, suggest a starter mix for your budget and answer any of the questions above.`,
  },
  {
    slug: 'oxidised-rhodium-or-gold-plated-choosing-a-finish',
    title: 'Oxidised, Rhodium or Gold-Plated? Choosing the Right Silver Finish',
    excerpt: 'What each finish is, how it wears, who it suits and how to explain the difference to customers at the counter.',
    author: MEERA,
    tags: ['styling', 'finishes', 'oxidised', 'plating'],
    coverMotif: 'bracelets-bangles',
    status: 'published',
    publishedDaysAgo: 121,
    body: `Two pieces made from the same 925 silver can look completely different depending on their finish. Finish changes the colour, the mood and the care a piece needs, so it is worth understanding each one well enough to help customers choose.

## High polish: silver as silver

A high-polish finish is bare sterling silver buffed to a mirror shine. It is bright, classic and easy to restore: a polishing cloth brings it back in seconds.

**Suits:** minimal everyday pieces, chains, bands and anyone who likes the look of real silver.
**Wear:** it tarnishes slowly over time, more so in humid weather, but never wears out.
**Tell customers:** "Wear it often and keep it in a pouch; it will always polish back to new."

## Oxidised: depth and detail

Oxidising darkens the recesses of a design with a controlled chemical treatment, leaving the raised areas bright. The contrast brings out every line of a temple motif, a filigree pattern or a tribal design.

**Suits:** ethnic and fusion wear, jhumkas, chokers, payal and statement rings.
**Wear:** the dark areas lighten slowly with handling, which many customers like as the piece gains character.
**Tell customers:** "Do not polish it hard or dip it in cleaner. A dry soft cloth is enough."

## Rhodium plating: bright and tarnish-resistant

Rhodium is a hard, white precious metal from the platinum family. A thin coat over silver gives a cool, bright white colour and strong protection against tarnish.

**Suits:** zircon pieces, bridal and party jewellery, and customers who want a white-gold look.
**Wear:** the plating lasts well with normal care, more on earrings and pendants than on rings that rub against surfaces all day. It can be re-plated.
**Tell customers:** "It stays bright with almost no care. Avoid harsh chemicals and it will last for years."

## Gold and rose-gold plating: warmth over silver

A micron layer of gold over silver gives the warmth of gold jewellery with the price and weight of silver. Rose gold adds a soft pink tone that is especially popular for gifts.

**Suits:** festive jewellery, kundan and temple designs, layered necklaces and gift sets.
**Wear:** plating thickness determines life. Rings and bracelets show wear first; earrings and pendants last longest. Re-plating is simple and inexpensive.
**Tell customers:** "It is solid silver underneath. Keep perfume and sanitiser off it, and it will keep its colour much longer."

## Matte, brushed and hammered textures

Textured finishes are made mechanically rather than with plating. A matte or brushed surface softens reflections and hides small scratches; a hammered surface scatters light and gives a hand-made feel.

**Suits:** men's kadas and bands, contemporary minimal designs and customers who find high polish too flashy.

## Helping a customer choose

Three questions usually settle it:

1. **What will you wear it with?** Ethnic wear leans oxidised or gold-plated; western and office wear leans polish or rhodium.
2. **How much care do you want to give it?** Low-care buyers are happiest with rhodium.
3. **Is it a gift?** Rose gold and gold-plated pieces photograph warmly and are chosen more often as gifts.

Stocking each popular design in two finishes, for example a jhumka in oxidised and in gold-plated, lets customers compare side by side and usually leads to a faster decision.`,
  },
  {
    slug: 'silver-gifting-guide-for-every-occasion',
    title: 'A Silver Gifting Guide for Every Occasion',
    excerpt: 'Naming ceremonies, Raksha Bandhan, Diwali, weddings and corporate gifts: what to suggest, at what price, and how to present it.',
    author: ARJUN,
    tags: ['gifting', 'festive', 'kids'],
    coverMotif: 'kids-gifting',
    status: 'published',
    publishedDaysAgo: 160,
    body: `Silver is India's favourite gift metal. It is precious without being extravagant, it carries tradition and good wishes, and it lasts a lifetime. For retailers, gifting turns ordinary weeks into busy ones. Here is how to help customers choose well for the occasions that bring them to your counter.

## Welcoming a baby

Silver has been given to newborns for generations. Smooth, simple and secure pieces are the rule: nothing sharp, nothing that can come apart.

* **Nazariya bracelets** with black beads, the classic protective gift.
* **Newborn kada sets**, sold as a pair and sized for the first year.
* **Small pendants** such as teddy bears or initials, to be worn later on a chain.

Suggest presenting the piece in a soft pouch inside a box, with a small card explaining the hallmark.

## Raksha Bandhan

Silver rakhis have become a popular keepsake that brothers can wear long after the festival as a bracelet charm or pendant.

* **Silver rakhis** with Om or floral motifs on a thread or a chain.
* **Bhaiya-bhabhi rakhi sets** for families.
* **Kadas and bracelets** as the return gift from brothers to sisters.

Stock arrives early: most customers buy two to three weeks before the date, and courier cut-offs come sooner than people expect.

## Diwali and Dhanteras

Buying precious metal on Dhanteras is considered auspicious, and silver makes the tradition affordable.

* **Lakshmi and Ganesh pendants and coins** for puja and gifting.
* **Small gift sets** such as matching pendant and studs, already boxed.
* **Corporate orders** of identical pieces, often with a company's card, placed in volume.

For corporate buyers, offer a fixed price per piece, a single invoice and delivery in one shipment.

## Weddings

Weddings are the largest gifting occasion of all, and silver fits many roles in them.

* **Toe rings and payal** for the bride, traditionally gifted by her family.
* **Kalire charms** and bridal accessories.
* **Kadas and chains** for the groom and his brothers.
* **Return gifts** for guests, where small silver pieces have replaced sweets boxes for many families.

## Birthdays, anniversaries and "just because"

For personal gifts, meaning matters more than weight.

* **Initial pendants** and name bracelets are chosen again and again because they feel personal.
* **Heart, infinity and evil-eye designs** carry a message without words.
* **Couple band sets** make a simple anniversary gift.

## Presentation makes the gift

A good gift box, a clean price-free tag with purity and weight, and a printed care card take a few minutes and lift the perceived value of the piece enormously. Offer gift wrapping at the counter and mention that exchanges are possible within your policy: it removes the gift-giver's biggest worry.

Our Kids & Gifting range is planned around these occasions, and ready-boxed gift sets are available from stock throughout the year.`,
  },
  {
    slug: 'merchandising-a-silver-jewellery-counter',
    title: 'Merchandising a Silver Jewellery Counter That Sells',
    excerpt: 'Lighting, trays, price cards and the order of a display: practical changes that help a silver counter sell more without adding stock.',
    author: ARJUN,
    tags: ['retail', 'display', 'merchandising'],
    coverMotif: 'rings',
    status: 'published',
    publishedDaysAgo: 200,
    body: `Two shops can buy the same silver from the same supplier and sell it at very different speeds. Very often the difference is not the jewellery but the counter: how it is lit, how it is arranged and how easy it is for a customer to understand what they are looking at. None of the changes below needs new stock.

## Light silver the way it likes

Silver reflects its surroundings, so it looks best under cool, bright light. Warm yellow bulbs that flatter gold make silver look dull and grey. Use neutral white LED strips of around 4000 K inside the counter and avoid strong coloured walls behind it, which show up as tints on polished surfaces. Clean the glass every morning: fingerprints on the glass are the first thing a customer sees.

## Fewer pieces, more sales

An overfilled tray looks like a clearance sale. Leave space between pieces so each one can be seen and picked up, and keep the rest of the range in drawers below. A tray of twelve well-spaced rings outsells a tray of forty crowded ones, and it is much easier to see at a glance when something is missing.

## Group by occasion, not by weight

Customers do not arrive asking for a 4-gram ring. They come for a gift, for daily wear, for a wedding or for a festival. Arrange at least part of the counter by occasion:

* **Everyday wear:** studs, fine chains, simple bands and slim bangles.
* **Gifting:** boxed sets, kids' bracelets and initial pendants at clear price points.
* **Festive and bridal:** oxidised and temple designs, heavier payal and statement earrings.

Within each group, place the best-selling designs at eye level and in the centre of the tray.

## Make prices easy to read

Many customers will not ask a price because they are afraid it is too high. Small, neat price cards remove that barrier. If you price by weight, show the price per piece as well; most people cannot convert grams into rupees in their heads. Mention the purity on the card too, because "925 hallmarked" is a reason to buy.

## Give people something to touch

Jewellery sells when it is tried on. Keep a mirror, a few neck forms and a ring stand on the counter, and invite customers to try pieces without waiting to be asked. A bowl of anti-tarnish pouches and a printed care card next to the billing point answer the most common question before it is asked.

## Refresh the front every week

Regular customers notice when the display never changes. Move new arrivals to the front tray every week, rotate the occasion groups with the calendar and use the quiet days to polish and re-tag slow-moving pieces. A counter that looks different every week gives people a reason to come back and look again.

## Measure what moves

Keep a simple note of which tray each sale came from. After a month, the pattern is usually obvious: some positions sell and some do not. Put your best stock in the best positions and use the weak ones for reserve stock. It is the cheapest improvement a shop can make.`,
  },
  {
    slug: 'silver-payal-and-toe-rings-buyers-guide',
    title: 'Silver Payal and Toe Rings: A Buyer’s Guide for Retailers',
    excerpt: 'Weights, closures, sizes and regional styles: what to stock in anklets and toe rings, and how to answer the questions customers ask.',
    author: MEERA,
    tags: ['payal', 'buying guide', 'traditional'],
    coverMotif: 'anklets',
    status: 'published',
    publishedDaysAgo: 245,
    body: `Anklets and toe rings are among the most traditional pieces of silver jewellery in India, and they remain steady sellers in every season. They are also pieces that customers wear every day, often for years, so quality and comfort matter more than almost anywhere else in a silver range.

## Why silver for the feet

Gold is traditionally not worn below the waist in many Indian communities, which is why payal and bichhiya have always been made in silver. Silver is also comfortable against the skin, easy to resize and easy to repair, and it takes the daily knocks of being worn on the feet well.

## Weights that suit your customers

Payal are usually sold in pairs and by weight. As a rough guide:

* **Light daily-wear pairs** of 20 to 40 grams suit office wear, college students and first-time buyers.
* **Medium pairs** of 40 to 80 grams are the everyday choice for married women in many regions.
* **Heavy bridal pairs** of 100 grams and more are bought for weddings and often passed down.

Stock the full spread if you can, but keep the lighter pairs on display: they are the easiest first purchase and the most common gift.

## Closures and comfort

Check the closure of every design. Screw and hook closures are secure, while spring-ring closures are quicker to put on but easier to lose. Look for smooth inner edges and well-soldered links, because rough joints catch on sarees and leggings. Ghungroo (small bells) are loved for their sound, but make sure they are firmly attached.

## Sizing

Most payal are sold in lengths of 9.5 to 11 inches, with adjustable designs covering the middle of that range. Children's anklets run from about 6 to 8 inches. Toe rings are usually open and adjustable; closed designs need a size chart and a few sizes of each design in stock.

## Regional styles

Preferences vary a great deal across India. Heavy, broad payal with dense patterns are popular in Rajasthan and Gujarat, while lighter chain styles with small charms sell better in cities. Oxidised finishes suit traditional and festive wear; polished and rhodium-plated finishes suit daily wear and younger buyers. Ask your customers, and adjust your mix by season: wedding months call for heavier pairs.

## Care and wear

Anklets tarnish faster than most jewellery because they meet sweat, water, soap and floor dust. Advise customers to rinse them in clean water now and then, dry them well and store them in a pouch when not worn. A free polish at the counter when they come back brings them into the shop again.

## Answering the purity question

Customers often worry about the purity of low-priced anklets. Sell only hallmarked 925 pieces, show the hallmark on the clasp and print the weight on the bill. It builds trust that lasts far beyond a single pair.`,
  },
  {
    slug: 'selling-silver-jewellery-online',
    title: 'Selling Silver Jewellery Online: Photos, Descriptions and Trust',
    excerpt: 'How small jewellers and resellers can present silver jewellery online with honest photos, clear descriptions and the details buyers check first.',
    author: ARJUN,
    tags: ['online selling', 'retail', 'photography'],
    coverMotif: 'earrings',
    status: 'published',
    publishedDaysAgo: 290,
    body: `More and more of our partners sell through a website, a marketplace or simply a WhatsApp catalogue and Instagram. Selling silver online is very different from selling it across a counter: the customer cannot touch the piece, check its weight or see the hallmark. Everything they know comes from your photos and your words.

## Photos that tell the truth

Silver is hard to photograph because it reflects everything around it. A few habits make a big difference:

1. **Use soft, even light.** Daylight near a window with a white sheet over it, or two inexpensive LED panels with diffusers, avoids harsh reflections.
2. **Use a plain background.** White or light grey keeps the attention on the piece and makes the catalogue look consistent.
3. **Show the scale.** Include at least one photo on a hand, ear or neck, or next to a coin, so buyers can judge the size.
4. **Show the details.** A close-up of the clasp, the hallmark and the back of the piece answers questions before they are asked.

Avoid heavy filters and editing that change the colour. A piece that arrives looking different from its photo is the most common reason for returns.

## Descriptions that answer questions

Write every description as if you were answering a customer at the counter. Include:

* purity (925 sterling silver) and hallmarking,
* approximate weight in grams,
* size or length, and whether it is adjustable,
* finish: polished, oxidised, rhodium or gold plated,
* stones, if any, and whether they are natural or synthetic,
* care instructions.

Short, factual sentences work best. Save the adjectives for the title.

## Build trust

Online buyers worry about purity, delivery and returns. Answer all three clearly on every page: state that the jewellery is hallmarked 925 silver, say how quickly you dispatch and how it is packed, and explain your returns policy in plain language. Customer photos and reviews are worth more than any description, so ask happy customers to share theirs.

## Price clearly

Show the final price, including GST and delivery, as early as possible. Hidden charges at checkout are a common reason for abandoned orders. If you offer free delivery above a certain amount, say so on every product page.

## Answer fast

The customer who messages you at ten at night and gets a reply the next afternoon has often bought elsewhere. Quick, friendly replies on WhatsApp and social media convert more enquiries than any advertising. Saved replies for common questions such as sizing, delivery times and care make it easy to answer quickly.

## Use your supplier's help

Ask your supplier for high-resolution product photos and accurate weights. Good suppliers share both, and using them saves hours of work while keeping your catalogue consistent.`,
  },
  {
    slug: 'styling-layered-silver-necklaces',
    title: 'Styling Layered Silver Necklaces for Everyday Wear',
    excerpt: 'Lengths, weights and combinations that make layering look effortless: a guide to share with customers.',
    author: MEERA,
    tags: ['styling', 'layering', 'necklaces'],
    coverMotif: 'necklaces-chains',
    status: 'draft',
    publishedDaysAgo: 2,
    body: `Layering necklaces looks effortless when it is done well and messy when it is not. The difference comes down to a few simple rules about length, weight and spacing that any customer can learn in a minute.

## Start with length

Chains are sold by length, and each length sits at a different place on the neck:

* **16 inches** sits at the base of the neck, like a collar.
* **18 inches** falls just below the collarbone, the most flattering everyday length.
* **20 to 22 inches** sits a little lower, ideal for pendants over a neckline.
* **24 inches and longer** falls to the chest and works over high necklines and knitwear.

For two layers, combine 16 and 18 inches. For three, add a 20 or 22 inch chain. A gap of about two inches between layers keeps each one visible and stops them twisting together.

## Mix weights, not just lengths

The most balanced layered looks pair a fine chain with something heavier. A delicate box or snake chain at the top, a paperclip or figaro chain in the middle and a pendant at the bottom give the eye a clear path to follow. Three chains of exactly the same weight tend to blur into one.

## Choose one focal point

A layered look needs one piece that stands out: a coin, a gemstone pendant or an initial. Everything else supports it. Two large pendants compete for attention and usually tangle.

## Keep the metals consistent

Polished silver, rhodium and oxidised silver all sit happily together because they share a cool tone. Gold-plated pieces mix well with each other. Mixing gold and silver tones can work, but it is easiest when one tone clearly dominates.

## Match the neckline

* **Crew necks and high necklines:** longer layers that sit on top of the fabric.
* **V-necks:** layers that echo the V, with a pendant at the bottom.
* **Open collars and sarees:** shorter chains and a choker-length layer.

## Stop the tangles

The most common complaint about layering is tangling. Pre-layered necklaces with a single clasp solve it completely. For separate chains, a layering clasp or simply fastening chains in order from shortest to longest helps, as does storing each chain flat in its own pouch.

## Selling the look

Show layering on a neck form rather than in a tray: customers buy the look they see. Offer a pre-selected set of two or three chains at a combined price, and suggest adding a pendant they already own. A customer who discovers layering usually comes back for the next piece.`,
  },
];
