// The beauty shop's "Glam Buzz" blog: six published articles for its customers, and the cover
// drawn for each (a pack of the category it is about, in that category's colours).
import type { BlogPostSpec } from '../blog-posts';
import { BRANDS } from './brands';
import { BEAUTY_CATEGORY_SPECS } from './catalogue-data';
import { coverSvg } from './svg-images';

const PRIYA = { name: 'Priya Nair', role: 'Skincare Lead' };
const SANA = { name: 'Sana Qureshi', role: 'Makeup Artist' };
const RHEA = { name: 'Rhea Kulkarni', role: 'Hair & Fragrance Editor' };

export const BEAUTY_BLOG_POSTS: readonly BlogPostSpec[] = [
  {
    slug: 'summer-skincare-routine-for-indian-weather',
    title: 'A Simple Skincare Routine for Indian Summers',
    excerpt:
      'Heat, humidity and strong sun call for a lighter routine. Here is a four-step plan for oily, dry and combination skin that holds up from April to June.',
    author: PRIYA,
    tags: ['skincare', 'summer', 'sunscreen'],
    coverMotif: 'skincare',
    status: 'published',
    publishedDaysAgo: 14,
    body: `Summer in most of India means two things for your skin: more oil and more sun. A routine that felt comfortable in December can suddenly feel heavy, greasy or break you out by April. The good news is that a summer routine should be shorter, not longer. Four steps, chosen well, are enough for almost everyone.

## Why skin changes in summer

Heat makes the oil glands more active, and humidity stops sweat from evaporating, so it sits on the skin with the oil. Pores clog more easily and the face looks shiny by noon. At the same time, UV levels across most of the country are high from March to September, even on cloudy monsoon days. Sun is the biggest reason for tanning, uneven tone and dark spots, which show up more on Indian skin than on lighter skin types.

So the two goals of a summer routine are simple: **keep pores clear without stripping the skin, and protect it from the sun every single day.**

## The four-step morning routine

1. **Cleanse.** Use a gentle gel or foaming face wash. If you are oily or acne-prone, one with salicylic acid helps keep pores clear. Wash for thirty to sixty seconds and rinse with lukewarm, not hot, water.
2. **Treat.** A light serum goes on next. Niacinamide is the summer favourite: it helps control shine and calms redness. Vitamin C is a good alternative if tan and dullness bother you more than oil.
3. **Moisturise.** Yes, even oily skin needs it. Skin that is dehydrated often makes more oil to compensate. Swap your winter cream for a water gel that sinks in within a minute.
4. **Protect.** Finish with a broad-spectrum sunscreen of SPF 30 or higher, PA+++ or more. Use two finger-lengths for the face and neck.

## The evening routine

Evenings are for cleaning off the day. If you wore sunscreen and makeup, cleanse twice: first with a cream cleanser or micellar water to dissolve sunscreen, then with your regular face wash. Follow with your serum and a light moisturiser. Two or three evenings a week you can add an exfoliating or clay mask instead of the serum, but never on the same night as a retinol.

## Adjusting for your skin type

* **Oily or acne-prone:** gel textures only, salicylic acid face wash, niacinamide serum, and a matte-finish sunscreen. Blotting papers in the bag do more than a second wash in the afternoon.
* **Dry or sensitive:** summer is still kind to you, but air conditioning is not. Keep a ceramide cream for the evening, choose a cream cleanser, and look for fragrance-free products.
* **Combination:** treat the T-zone and cheeks differently. A clay mask on the nose and forehead once a week, and a richer moisturiser only where you feel tight.

## Getting sunscreen right

Most people apply a third of the sunscreen they need. The two-finger rule (two finger-lengths of product for the face and neck) gets you close to the protection on the label. Reapply every two to three hours if you are outdoors, and after swimming or heavy sweating. Over makeup, a sunscreen spray or powder with SPF makes reapplying practical.

If you have avoided sunscreen because of a white cast, try a gel or tinted formula. Modern filters are far more comfortable on medium and deep skin tones than the thick creams many of us grew up with.

## A note on patch testing

Before adding any new active, such as salicylic acid, vitamin C or retinol, put a little behind your ear or on the inner arm for two or three days. Introduce one new product at a time, so that if your skin reacts you know which one caused it.

## Keep it simple

The best routine is the one you do every day. Cleanse, treat, moisturise and protect in the morning; cleanse and care at night. Browse our [skincare range](/category/skincare) by skin type, and ask us on WhatsApp if you are unsure where to start.`,
  },
  {
    slug: 'find-your-foundation-shade-indian-skin-tones',
    title: 'How to Find Your Foundation Shade for Indian Skin Tones',
    excerpt: 'Depth, undertone and oxidation: why so many foundations look grey or orange on Indian skin, and a five-minute method to find your match.',
    author: SANA,
    tags: ['makeup', 'foundation', 'shade matching'],
    coverMotif: 'makeup',
    status: 'published',
    publishedDaysAgo: 33,
    body: `Almost every bride I have done makeup for has a drawer of foundations that "did not match". Too light and they look grey in photographs; too pink and they look ashy; too yellow and the face stops at the jawline. Finding your shade is not luck. It comes down to two questions, depth and undertone, and a little patience with daylight.

## Depth: how light or deep your skin is

Depth is the first number most brands use: lower for fair, higher for deep. Indian skin covers the whole range, and many of us sit in the middle, where a one-step difference matters. Your face is often a shade lighter or darker than your neck, so always match to the **jawline and neck**, not the cheek or the back of your hand.

## Undertone: the colour under the colour

Undertone does not change with a tan. Most Indian skin has a **warm or golden** undertone, many have a **neutral** one, and a smaller number are **cool** (pink or red). A few quick checks:

* **Veins on the inner wrist:** greenish suggests warm, blue or purple suggests cool, a mix suggests neutral.
* **Gold or silver jewellery:** if gold lights up your face and silver looks harsh, you are probably warm.
* **White or off-white:** if bright white fabric makes you look sallow and cream looks better, you are likely warm.

Many global ranges were built around pink undertones, which is why their shades can look grey on us. Look for names or codes that mention golden, warm, honey or olive.

## A five-minute shade-matching method

1. **Start with clean, bare skin** in the morning, not straight after a facial or at the end of a long day.
2. **Pick three shades** that look close in the bottle: your best guess, one lighter and one deeper.
3. **Swatch three stripes** along the jawline, each about two centimetres long, and blend the edges lightly.
4. **Step into daylight** by a window. Shop lights and phone screens lie.
5. **Choose the stripe that disappears.** If one blends into the neck, that is your shade. If two nearly do, choose the one that matches your neck, not your face.

## Watch out for oxidation

Some foundations darken or turn orange as they dry, usually within fifteen minutes. This is called oxidation, and it is common on oily skin. After swatching, wait a quarter of an hour before you decide. If your favourite formula oxidises, pick a half-shade lighter or use a primer underneath.

## Between two shades?

Indian skin often changes through the year: deeper in summer, lighter in winter. Many of our customers keep two shades and mix them in the palm. It costs a little more at first, but it means a perfect match all year and a custom shade for the neck and face.

## Coverage and finish

Once the shade is right, choose the texture for your skin and the occasion:

* **Light coverage, natural or dewy finish** for everyday wear and dry skin. Serum foundations and BB creams belong here.
* **Medium to full coverage, matte finish** for oily skin, long days and photographs.
* **Full coverage with setting powder** for weddings and stage. Always test it under a camera flash: some powders flash white.

## Buying online without guessing

When you cannot swatch in person, compare the shade with one you already own, and read the description for undertone words. Every shade in our foundation range was matched on Indian faces, and the swatches on each product page are photographed in daylight. Still unsure? Send us a photo of your jawline in daylight on WhatsApp and we will suggest two shades to try.

## The final check

Apply your chosen foundation to the whole face, wait fifteen minutes, and take a photo near a window with and without flash. If your face and neck look like one person, you have found your shade. Explore the [makeup range](/category/makeup) to start.`,
  },
  {
    slug: 'monsoon-hair-care-guide',
    title: 'Monsoon Hair Care: Beating Frizz, Dandruff and Hair Fall',
    excerpt: 'Rain, humidity and damp scalps bring their own hair problems. How to wash, oil, condition and style through the wettest months of the year.',
    author: RHEA,
    tags: ['hair care', 'monsoon', 'dandruff'],
    coverMotif: 'hair-care',
    status: 'published',
    publishedDaysAgo: 61,
    body: `The first rains bring relief from the heat, and then, for many of us, a month of frizzy lengths, an itchy scalp and more hair on the comb than we would like. None of it is permanent. The monsoon simply changes what your hair needs, and a few adjustments keep it healthy until the skies clear.

## Why hair misbehaves in the rains

**Humidity** is the main culprit for frizz. Hair absorbs moisture from the air, the outer layer (the cuticle) swells and lifts, and strands stop lying flat. Curly and wavy hair, which is naturally drier, drinks up the most.

**A damp scalp** is the second problem. Scalps that stay wet under a dupatta or helmet, or that are oiled and left for days, give the yeast behind dandruff a perfect home. Flakes and itching follow.

**Hair fall** often rises a little in the monsoon too. Some of it is seasonal shedding, which settles by itself, and some is breakage from rough towelling, tight buns on wet hair and a flaky, irritated scalp.

## Washing: more often, more gently

In the monsoon, wash your hair two or three times a week, and always after being caught in the rain: rainwater carries pollution and dirt. Use a mild shampoo, and concentrate it on the scalp. If you have dandruff, use an anti-dandruff shampoo with piroctone olamine or zinc on two of those days and a gentle one on the others.

Rinse with cool, not hot, water, and pat hair dry with a cotton T-shirt or a microfibre towel instead of rubbing.

## Oiling: yes, but not overnight every night

A weekly champi is still one of the best things you can do for dry lengths. In the rains, a few changes help:

* Oil **one to two hours before washing**, not for two days.
* Keep heavier oils, like castor, for the lengths and ends. On an oily or flaky scalp, use a lighter oil or a scalp serum.
* Never oil a scalp that already has visible dandruff without washing it out the same day. Oil feeds the yeast.

## Conditioning and frizz control

Conditioner is not optional in the monsoon. After every wash, smooth it through the mid-lengths and ends, leave it for two minutes and rinse with cool water to close the cuticle. Once a week, replace it with a deep conditioning mask.

After washing, a drop or two of hair serum on damp ends seals the cuticle against humidity. Curly hair does best with a leave-in cream scrunched into soaking-wet hair and left to air-dry.

## Styling for wet days

* **Go easy on heat.** Blow-drying and straightening dry out hair that humidity will frizz again within the hour.
* **Avoid tying hair up wet.** Damp buns stay damp for hours and stretch the hair where it is weakest.
* **Choose loose braids.** A single loose braid keeps frizz down and prevents tangles on the commute.
* **Carry a wide-tooth comb.** Detangling wet hair with a fine comb is the fastest way to break it.

## A simple monsoon routine

1. **Twice a week:** oil the lengths an hour before washing.
2. **Two or three times a week:** shampoo the scalp, condition the ends, rinse cool.
3. **Once a week:** a hair mask instead of conditioner.
4. **Every wash:** serum or leave-in on damp ends, then air-dry.
5. **If caught in the rain:** rinse and dry the scalp the same day.

## When to see a doctor

Some seasonal shedding is normal. See a dermatologist if you notice patches of hair loss, a red or painful scalp, or heavy shedding that continues for more than three months. Persistent dandruff that does not respond to medicated shampoos can be a skin condition that needs treatment.

## Enjoy the rain

Protect the scalp, seal the ends and keep heat styling for the sunny days. Browse our [hair care range](/category/hair-care) for shampoos, oils and serums suited to your hair type.`,
  },
  {
    slug: 'how-to-read-a-skincare-ingredient-list',
    title: 'How to Read an Ingredient List Like a Pro',
    excerpt: 'What INCI names mean, why the order matters, how to spot fragrance and allergens, and what "free-from" claims really tell you.',
    author: PRIYA,
    tags: ['skincare', 'ingredients', 'label reading'],
    coverMotif: 'bath-body',
    status: 'published',
    publishedDaysAgo: 88,
    body: `Turn over any cream, shampoo or lipstick and you will find a block of small print that looks like a chemistry exam. It is actually one of the most useful things on the pack. Once you know how an ingredient list is written, you can tell in a minute whether a product suits your skin, how much of the "hero" ingredient it really contains, and what to avoid if you have allergies.

## What INCI names are

Ingredient lists on cosmetics use **INCI names** (International Nomenclature of Cosmetic Ingredients). They are the same all over the world, which is why water appears as "Aqua" and shea butter as "Butyrospermum Parkii (Shea) Butter". Plant ingredients use the Latin botanical name, often with the common name in brackets. Once you learn a few, you will recognise them everywhere:

* **Aqua:** water.
* **Glycerin:** a humectant that draws water into the skin.
* **Sodium Hyaluronate:** a form of hyaluronic acid.
* **Tocopherol:** vitamin E.
* **Niacinamide:** vitamin B3.
* **Curcuma Longa (Turmeric) Root Extract:** turmeric.

## Why the order matters

Ingredients are listed in **descending order of concentration**, down to about one per cent. Below one per cent, they may be listed in any order. This tells you a lot:

* The first five ingredients usually make up most of the product. In a moisturiser, expect water, glycerin and oils there.
* If a cream is sold on its saffron or rose but those appear at the very end, after the preservatives, the amount is tiny. That is not necessarily bad (saffron is potent and expensive) but it helps you judge the claims.
* Preservatives such as Phenoxyethanol are used at one per cent or less. Anything listed after them is present in very small amounts.

## Spotting fragrance and allergens

Fragrance is written as **"Parfum"** or **"Fragrance"**, a single word that can hide dozens of substances. If you have sensitive skin, eczema or rosacea, fragrance-free products are the safer choice.

Certain fragrance allergens must be named separately when present above a small threshold. You will see them at the end of perfumes, body mists and many creams: **Linalool, Limonene, Citral, Geraniol, Coumarin, Eugenol**, and others. They are not harmful for most people, but if a dermatologist has told you that you react to one, this is where to look.

## Colours in makeup

Pigments in makeup are listed by **colour index numbers**, such as CI 77491 (red iron oxide) or CI 77891 (titanium dioxide). Lipsticks, foundations and nail paints that come in many shades often list every pigment used across the range after "may contain", because one list covers all the shades.

## "Free-from" claims

"Paraben-free", "sulphate-free" and "silicone-free" are true statements about what a product does not contain, but they do not make it better for everyone. Sulphate-free shampoos are gentler on dry and coloured hair, but an oily scalp may feel cleaner with a mild sulphate. Silicones smooth frizz very well. Read the claim, then read the list.

## Active ingredients and percentages

Some products show the percentage of their key active on the front, such as niacinamide 10% or salicylic acid 2%. That is useful: it lets you compare products and start low if your skin is new to an active. Where no percentage is given, its place in the list gives you a rough idea.

## A quick checklist

1. **Read the first five ingredients** to know what the product mostly is.
2. **Find the hero ingredient** and check where it sits.
3. **Look for Parfum** if you have sensitive skin.
4. **Check the named allergens** if you have a known allergy.
5. **Patch-test anyway.** Even the gentlest list can disagree with your skin.

Every product in our shop lists its key ingredients and full ingredient list on its page, so you can read before you buy. Browse the [bath and body range](/category/bath-body) and [skincare](/category/skincare) and put your new skill to use.`,
  },
  {
    slug: 'fragrance-notes-explained-perfume-and-attar',
    title: 'Top, Heart and Base: Fragrance Notes Explained',
    excerpt:
      'Why a perfume smells different after an hour, what the fragrance families are, how attars differ from eau de parfum, and how to make a scent last.',
    author: RHEA,
    tags: ['fragrance', 'perfume', 'attar'],
    coverMotif: 'fragrance',
    status: 'published',
    publishedDaysAgo: 118,
    body: `You spray a perfume at the shop, love it, buy it, and an hour later it smells like something else entirely. Nothing went wrong: you met the perfume's notes one after another. Understanding how a fragrance unfolds makes it much easier to choose one you will still love at the end of the day.

## The fragrance pyramid

Perfumers describe a scent as a pyramid of three layers, because its ingredients evaporate at different speeds.

* **Top notes** are what you smell first, for the first ten to fifteen minutes. They are light and volatile: citrus such as lemon and bergamot, fresh herbs, green notes and light spices like pink pepper and ginger.
* **Heart notes** (or middle notes) appear as the top fades and last a few hours. This is the character of the perfume, often floral or spicy: rose, jasmine, mogra, tuberose, lavender, cardamom.
* **Base notes** arrive last and stay longest, sometimes until the next day. They are rich and heavy: sandalwood, vetiver, oud, amber, musk, vanilla and leather.

This is why you should never buy a perfume on the first sniff. Spray it on your skin, go about your shopping, and decide after an hour.

## The fragrance families

Most scents belong to one or two families:

* **Fresh:** citrus, aquatic and green notes. Clean and easy, perfect for summer and the office.
* **Floral:** from a single flower to a whole bouquet. Think mogra, rose and tuberose.
* **Oriental or amber:** warm, spicy and sweet, with saffron, resins, vanilla and amber.
* **Woody:** sandalwood, cedar, vetiver and oud. Calm, grounded and long-lasting.
* **Gourmand:** edible notes such as vanilla, coffee, coconut and caramel.

If you know you like one perfume, look at its family and main notes; you will probably like others in the same family.

## Eau de parfum, eau de toilette and attar

The names on the bottle describe the **concentration** of perfume oils:

* **Eau de parfum (EDP):** usually fifteen to twenty per cent oils. Lasts six to eight hours.
* **Eau de toilette (EDT):** five to fifteen per cent. Lighter, three to five hours.
* **Body mist:** a few per cent. A light veil to refresh through the day.

**Attar** is different. Traditional Indian attars from Kannauj are made by distilling flowers, herbs, spices or even baked clay into a base of sandalwood oil, in copper vessels called degs. They contain no alcohol, are highly concentrated and are applied with a dab rather than a spray. Rose (gulab), mitti, kewda and shamama are classics. A single drop often lasts longer than several sprays of an EDP, and attars cling beautifully to clothing.

## How to make a fragrance last longer

1. **Apply to moisturised skin.** Fragrance fades fastest on dry skin. An unscented lotion underneath helps.
2. **Choose pulse points.** Wrists, the base of the throat and behind the ears are warm, which helps the scent develop.
3. **Do not rub your wrists together.** It crushes the top notes and speeds evaporation.
4. **Spray on clothes too.** Fabric holds scent for longer; test on a hidden spot first with coloured oils and attars.
5. **Store it well.** Heat, sunlight and bathroom steam break down perfume. Keep bottles in their box in a cupboard.

## Choosing for the season and the occasion

In the Indian summer, fresh, citrus and light floral scents feel best; save heavy oud and amber for winter evenings and weddings. For the office, choose something that stays close to the skin. For celebrations, this is the time for mogra, rose and saffron.

Explore our [fragrance range](/category/fragrance), or start with a discovery set to try several eau de parfums before you commit to a full bottle.`,
  },
  {
    slug: 'festive-makeup-look-diwali-step-by-step',
    title: 'A Festive Makeup Look for Diwali, Step by Step',
    excerpt: 'Glowing skin, a warm eye, a sharp kajal line and a bold lip that lasts through the puja, the feast and the photographs.',
    author: SANA,
    tags: ['makeup', 'festive', 'diwali'],
    coverMotif: 'gift-sets',
    status: 'published',
    publishedDaysAgo: 160,
    body: `Diwali makeup has a lot to survive: lighting diyas, hugging relatives, a big dinner, sweets and a hundred photographs in warm, low light. This step-by-step look is built to last from the evening puja to the last firecracker, and it flatters every Indian skin tone. You will need about thirty minutes.

## Step 1: Prepare the skin

Start with a clean face. Apply a hydrating serum and a light moisturiser, and give them five minutes to sink in. If you have oily skin, press a little mattifying primer on the T-zone. Well-prepared skin is the secret to makeup that still looks fresh at midnight.

## Step 2: Base that glows, not shines

Choose a foundation with a natural or satin finish in your exact shade (see our guide to finding your foundation shade). Dot it on the centre of the face and blend outwards with a damp sponge. Use concealer only where you need it: under the eyes, around the nose and on any marks.

Set the under-eye area and T-zone with a light dusting of powder. Leave the cheeks unpowdered so they keep a soft glow under diya light.

## Step 3: Warmth on the cheeks

Festive light is warm and golden, so your blush should be too. Peach, coral and berry shades show beautifully on wheatish and dusky skin. Smile, apply blush to the apples of the cheeks and blend upwards towards the temples. For extra glow, tap a little highlighter on the cheekbones and the bridge of the nose.

## Step 4: A warm, festive eye

1. **Base:** sweep a light brown or bronze shade across the lid as a base.
2. **Depth:** with a smaller brush, press a deeper brown into the outer corner and blend it into the crease with a fluffy brush.
3. **Shine:** tap a gold or bronze shimmer on the centre of the lid with your fingertip.
4. **Line:** draw a wing with liquid eyeliner, or for a softer look, smudge a kajal pencil along the upper lash line.
5. **Define:** run a smudge-proof kajal along the waterline. A deep brown kajal looks softer in photographs than jet black.
6. **Finish:** two coats of mascara, and you are done.

If you prefer colour, swap the brown for a jewel tone: emerald or plum liner along the lower lash line looks stunning with a gold lehenga or saree.

## Step 5: Brows

Brush brows upwards with a spoolie and fill any gaps with light strokes of a brow pencil or an angled brush and pomade. Defined brows balance a strong eye and a bold lip.

## Step 6: A lip that lasts

Choose your lip to match the outfit, not the trend. A classic red, a deep berry or a maroon is timeless with reds, golds and greens; a rose nude suits pastels.

For staying power:

1. Apply a thin layer of lip balm and blot after a minute.
2. Line the lips with the lipstick itself or a lip crayon.
3. Fill in with a long-wear matte or a transfer-proof liquid lipstick.
4. Blot with a tissue and apply a second layer.

A transfer-proof formula will not leave marks on your glass or on relatives' cheeks.

## Step 7: Set and pack a touch-up kit

Mist the face with a setting spray or a little rose water. Then pack a small pouch: a compact, your lipstick, blotting papers and a cotton bud to tidy any smudged kajal. Five minutes before the family photo is all it takes.

## Nails and hair

Finish with a glossy nail colour: deep red, burgundy or gold shimmer catch the light beautifully when you light the diyas. For hair, a loose braid with fresh flowers or a low bun keeps it away from the flames.

## Celebrate safely

Keep long sleeves, loose dupattas and hairspray away from diyas and sparklers, and remove your makeup properly before bed with a gentle cleanser, however late it is. Browse our [gift sets](/category/gift-sets) for festive hampers and makeup kits, and have a joyful, glowing Diwali.`,
  },
];

/** The cover of a post: a pack of the category it is about, in the colours of that category's picture. */
export function beautyBlogCover(post: BlogPostSpec, alt: string, seed: number): string {
  const category = BEAUTY_CATEGORY_SPECS.find((spec) => spec.slug === post.coverMotif) ?? BEAUTY_CATEGORY_SPECS[0]!;
  const brand = BRANDS[category.picture.brand];
  return coverSvg(
    category.picture.pack,
    { pack: brand.pack, cap: brand.cap, accent: brand.accent, fill: category.picture.fill, mark: brand.mark },
    category.picture.title,
    alt,
    seed,
  );
}
