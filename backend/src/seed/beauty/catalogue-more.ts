// The beauty catalogue's tools and brushes, men's grooming and gift sets.
import type { CategorySpec, Choice } from './catalogue-types';
import { BEARD_OIL_SIZES, SPONGE_COLOURS } from './variant-options';

/** Kits whose shades we match to the customer's skin tone. */
const SKIN_TONES: readonly Choice[] = [{ value: 'Fair to light' }, { value: 'Medium' }, { value: 'Dusky to deep' }];

export const TOOLS_BRUSHES: CategorySpec = {
  slug: 'tools-brushes',
  name: 'Tools & Brushes',
  description: 'Makeup brushes, blender sponges, combs, hair brushes and beauty tools that make every product work better.',
  tax: { hsnCode: '9603', ratePercent: 18 },
  picture: { brand: 'bristle', pack: 'brush', title: 'Brush set', fill: '#e8c4c4' },
  subcategories: [
    {
      slug: 'makeup-brushes',
      name: 'Makeup Brushes',
      code: 'BRS',
      pack: 'brush',
      use: 'Wash with a mild shampoo every week, squeeze out the water and dry flat so that water does not loosen the glue.',
      grams: 60,
      tags: ['makeup brush', 'brushes'],
      products: [
        {
          title: 'Flat Top Kabuki Foundation Brush',
          brand: 'bristle',
          mrp: 499,
          attributes: { material: 'Dense synthetic taklon bristles, aluminium ferrule, birchwood handle', bestFor: 'Liquid and cream foundation' },
          tags: ['foundation brush', 'vegan'],
          about:
            'Dense, flat-topped bristles buff liquid foundation into the skin for an airbrushed, streak-free finish. The synthetic fibres do not soak up product, so you use less foundation. Cruelty-free and easy to wash.',
        },
        {
          title: 'Fluffy Powder & Blush Brush',
          brand: 'bristle',
          mrp: 399,
          attributes: { material: 'Soft synthetic bristles, rose-gold ferrule', bestFor: 'Loose powder, blush and bronzer' },
          tags: ['powder brush', 'vegan'],
          about:
            'A large, cloud-soft brush that sweeps on powder and blush in a light, even veil. The domed shape fits the curve of the cheek. It never feels scratchy, even on sensitive skin.',
        },
        {
          title: '12-Piece Professional Brush Set with Pouch',
          brand: 'bristle',
          mrp: 1499,
          attributes: { material: 'Synthetic bristles, faux-leather roll pouch', contents: '4 face brushes, 7 eye brushes, 1 lip brush' },
          tags: ['brush set', 'gift'],
          about:
            'Everything needed for a full face, from foundation and contour to a precise winged liner, in a roll-up faux-leather pouch. Beginners get every shape they need, and makeup artists get a reliable travel kit. A popular birthday and wedding-season gift.',
        },
        {
          title: 'Angled Eyeliner & Brow Brush',
          brand: 'bristle',
          mrp: 199,
          attributes: { material: 'Firm synthetic bristles, spoolie', bestFor: 'Gel liner, brow pomade' },
          tags: ['eye brush', 'brows'],
          about:
            'A thin, firm, angled brush for drawing a sharp wing with gel liner or filling in brows with pomade. The short bristles give complete control, even for first-timers. A spoolie at the other end combs brows into shape.',
        },
        {
          title: 'Eyeshadow Blending Brush Trio',
          brand: 'bristle',
          mrp: 349,
          attributes: { material: 'Soft synthetic bristles', contents: 'Blending, crease and shader brushes' },
          tags: ['eye brush'],
          about:
            'Three essential eye brushes: a fluffy blender to soften edges, a tapered crease brush and a flat shader for packing on colour. Together they make even a simple two-shade look polished. Colour-coded handles help you pick the right one quickly.',
        },
      ],
    },
    {
      slug: 'sponges',
      name: 'Sponges & Blenders',
      code: 'SPG',
      pack: 'sponge',
      use: 'Wet the sponge, squeeze out the excess water and bounce foundation or concealer onto the skin. Wash after every use and let it air-dry.',
      grams: 40,
      tags: ['beauty blender', 'makeup sponge'],
      products: [
        {
          title: 'Teardrop Beauty Blender Sponge',
          brand: 'aabha',
          mrp: 249,
          shades: { from: SPONGE_COLOURS, name: 'Colour' },
          attributes: { material: 'Latex-free polyurethane foam' },
          tags: ['latex free'],
          about:
            'A soft, latex-free sponge that doubles in size when wet and melts foundation into the skin for a flawless finish. The pointed tip reaches around the nose and under the eyes. It washes clean with soap and water.',
        },
        {
          title: 'Blender Sponge Trio with Case',
          brand: 'bristle',
          mrp: 399,
          tint: '#f4b6c2',
          attributes: { material: 'Latex-free foam, vented case', contents: 'Teardrop, flat-edge and mini sponges' },
          tags: ['travel'],
          about:
            'Three sponges for three jobs: a teardrop for foundation, a flat-edge for contour and a mini for concealer. The vented travel case keeps them clean and dry. Great value for makeup students.',
        },
        {
          title: 'Konjac Facial Sponge with Bamboo Charcoal',
          brand: 'mitti',
          mrp: 199,
          tint: '#3a3a3a',
          attributes: { material: 'Konjac root fibre, bamboo charcoal' },
          tags: ['konjac', 'exfoliation'],
          use: 'Soak in warm water until soft, then massage over the face in circles, with or without cleanser. Rinse and hang to dry. Replace every six to eight weeks.',
          about:
            'A natural sponge made from the konjac root, infused with bamboo charcoal, for gentle daily exfoliation. It clears away dead skin and city grime without scratching. Soft enough for sensitive skin.',
        },
      ],
    },
    {
      slug: 'combs-hair-brushes',
      name: 'Combs & Hair Brushes',
      code: 'CMB',
      pack: 'comb',
      use: 'Comb from the ends upwards in small sections to undo knots without breaking hair. Clean weekly with warm, soapy water.',
      grams: 50,
      tags: ['comb', 'hair brush'],
      products: [
        {
          title: 'Neem Wood Wide-Tooth Comb',
          brand: 'nila',
          mrp: 199,
          tint: '#b7895a',
          attributes: { material: 'Handcrafted neem wood' },
          tags: ['wooden comb', 'curly hair'],
          about:
            'A handmade neem wood comb with wide teeth that glide through wet and curly hair without snagging. Wood does not build up static, so hair stays smooth and frizz-free. Each comb is finished and polished by hand.',
        },
        {
          title: 'Detangling Paddle Brush',
          brand: 'bristle',
          mrp: 449,
          pack: 'hair-brush',
          attributes: { material: 'Flexible nylon pins with ball tips, cushioned pad' },
          tags: ['detangling'],
          about:
            'A wide paddle brush with flexible, ball-tipped pins that detangles long hair gently and massages the scalp at the same time. It works on wet and dry hair. The cushioned pad absorbs pressure, so hair breaks less.',
        },
        {
          title: 'Bamboo Pin Smoothing Brush',
          brand: 'bristle',
          mrp: 599,
          pack: 'hair-brush',
          attributes: { material: 'Bamboo pins, bamboo handle' },
          tags: ['eco friendly'],
          about:
            'Bamboo pins spread the scalp’s natural oils down the hair for a natural shine and less frizz. A lightweight, eco-friendly brush for everyday styling. Gentle enough for children’s hair.',
        },
        {
          title: 'Pocket Folding Comb & Mirror',
          brand: 'aabha',
          mrp: 149,
          tint: '#f2c4c9',
          attributes: { material: 'Recycled plastic, glass mirror' },
          tags: ['travel'],
          about:
            'A slim folding comb with a mirror inside, sized for a purse or a shirt pocket. Perfect for a touch-up after a scooter ride or before a meeting. It comes in a soft pouch.',
        },
      ],
    },
    {
      slug: 'beauty-tools',
      name: 'Beauty Tools',
      code: 'TOL',
      pack: 'tool',
      use: 'Clean with an alcohol wipe before and after use and store dry in its pouch.',
      grams: 80,
      tags: ['beauty tools'],
      products: [
        {
          title: 'Rose Quartz Face Roller',
          brand: 'bristle',
          mrp: 799,
          pack: 'face-roller',
          tint: '#f4b6c2',
          attributes: { material: 'Natural rose quartz, zinc alloy frame' },
          tags: ['face roller', 'gua sha'],
          use: 'Roll upwards and outwards over a serum or face oil for five minutes. Keep it in the fridge for extra de-puffing.',
          about:
            'A cool stone roller that calms morning puffiness and helps your serum spread evenly. The large stone is for the cheeks and forehead, the small one for under the eyes. A relaxing five-minute ritual at the end of the day.',
        },
        {
          title: 'Stainless Steel Eyelash Curler',
          brand: 'bristle',
          mrp: 349,
          attributes: { material: 'Stainless steel, silicone pad' },
          tags: ['lashes'],
          use: 'Place at the base of clean lashes, squeeze gently for ten seconds, then apply mascara.',
          about:
            'A precise curler shaped to fit most eye shapes, with a soft silicone pad that curls lashes without crimping or pulling. Lashes look longer and eyes brighter in seconds. A spare pad is included.',
        },
        {
          title: 'Slant Tip Precision Tweezers',
          brand: 'bristle',
          mrp: 249,
          attributes: { material: 'Stainless steel with rose-gold coating' },
          tags: ['brows'],
          use: 'Pluck one hair at a time in the direction of growth. Wipe the tips with alcohol after use.',
          about:
            'Hand-filed slanted tips grip even the shortest, finest hairs, so you can tidy your brows between threading appointments. Stainless steel with a rose-gold coating. A protective cap keeps the tips aligned.',
        },
        {
          title: 'Ice Globe Facial Massager Set',
          brand: 'bristle',
          mrp: 999,
          pack: 'face-roller',
          tint: '#bfe3f2',
          attributes: { material: 'Glass, non-toxic cooling liquid' },
          tags: ['ice globes', 'facial'],
          use: 'Chill in the fridge for an hour, then glide over the face in upward strokes for a few minutes.',
          about:
            'Two glass globes filled with a cooling liquid, to de-puff the face and calm redness after a facial or a long day. Gliding them over the skin brings an instant, refreshing chill. A spa treatment at home.',
        },
      ],
    },
  ],
};

export const MENS_GROOMING: CategorySpec = {
  slug: 'mens-grooming',
  name: "Men's Grooming",
  description: 'Beard oils and washes, shaving creams and razors, face care and styling for men, made for Indian weather.',
  tax: { hsnCode: '3307', ratePercent: 18 },
  picture: { brand: 'sahib', pack: 'razor', title: 'Safety razor', fill: '#b87333' },
  subcategories: [
    {
      slug: 'beard-care',
      name: 'Beard Care',
      code: 'BRD',
      pack: 'dropper',
      use: 'Warm a few drops between your palms, work through the beard down to the skin and comb into shape.',
      ingredients: '{inci}, Tocopherol, Parfum',
      grams: 90,
      tags: ['beard', 'men'],
      products: [
        {
          title: 'Beard Growth Oil with Biotin & Castor',
          brand: 'sahib',
          mrp: 449,
          sizes: BEARD_OIL_SIZES,
          key: 'Castor oil, Jojoba oil, Argan oil, Biotin',
          inci: 'Ricinus Communis (Castor) Seed Oil, Simmondsia Chinensis (Jojoba) Seed Oil, Argania Spinosa Kernel Oil, Biotin',
          tint: '#b87333',
          attributes: { hairType: 'Patchy, thin beard' },
          tags: ['beard oil'],
          about:
            'A non-sticky blend of castor, jojoba and argan oils with biotin, for a fuller-looking beard and a softer feel. It calms the itch of a growing beard. The woody, citrus scent fades within an hour.',
        },
        {
          title: 'Charcoal Beard Wash',
          brand: 'sahib',
          mrp: 299,
          volume: '100 ml',
          pack: 'tube',
          key: 'Charcoal, Tea tree',
          ingredients:
            'Aqua, Sodium Cocoyl Isethionate, Cocamidopropyl Betaine, Glycerin, Charcoal Powder, Melaleuca Alternifolia (Tea Tree) Leaf Oil, Citric Acid, Sodium Benzoate',
          tint: '#3a3d40',
          attributes: { hairType: 'All beard types' },
          tags: ['beard wash'],
          use: 'Lather a coin-sized amount into a wet beard, massage for a minute and rinse. Use three times a week.',
          about:
            'A gentle wash made for facial hair, which collects food, pollution and dead skin but does not need harsh soap. Charcoal cleans deeply and tea tree keeps the skin underneath free of itch and flakes. A tube lasts about two months.',
        },
        {
          title: 'Beard Balm Styling Wax',
          brand: 'sahib',
          mrp: 349,
          volume: '50 g',
          pack: 'jar',
          key: 'Beeswax, Shea butter',
          ingredients: 'Butyrospermum Parkii (Shea) Butter, Cera Alba, Cocos Nucifera (Coconut) Oil, Ricinus Communis (Castor) Seed Oil, Tocopherol, Parfum',
          tint: '#c9955c',
          attributes: { hairType: 'Medium to long beard' },
          tags: ['beard balm'],
          use: 'Scoop a small amount with your thumbnail, warm it between the palms and work into the beard. Shape with a comb.',
          about:
            'Beeswax and shea butter tame flyaway hairs and give a medium hold with a natural, matte look. It also keeps a moustache in line through the day. The sandalwood and vetiver scent is subtle.',
        },
      ],
    },
    {
      slug: 'shaving',
      name: 'Shaving',
      code: 'SHV',
      pack: 'tube',
      use: 'Apply to wet skin and shave in the direction of hair growth with a sharp razor, then rinse with cold water.',
      ingredients: 'Aqua, Stearic Acid, Glycerin, Potassium Hydroxide, Triethanolamine, {inci}, Parfum, Phenoxyethanol',
      grams: 120,
      tags: ['shaving', 'shave', 'men'],
      products: [
        {
          title: 'Sandalwood Shaving Cream',
          brand: 'sahib',
          mrp: 199,
          volume: '100 g',
          key: 'Sandalwood, Aloe vera',
          inci: 'Santalum Album (Sandalwood) Oil, Aloe Barbadensis Leaf Juice',
          tint: '#c9955c',
          attributes: { skinType: 'All skin types' },
          tags: ['sandalwood'],
          about:
            'A rich, old-school shaving cream that whips up a thick lather with a brush or fingertips. It cushions the blade for a close, smooth shave without nicks. The classic sandalwood scent will remind many of their father’s shaving kit.',
        },
        {
          title: 'Aloe Sensitive Shave Gel',
          brand: 'sahib',
          mrp: 249,
          volume: '100 ml',
          key: 'Aloe vera, Allantoin',
          inci: 'Aloe Barbadensis Leaf Juice, Allantoin',
          tint: '#b9dc9c',
          attributes: { skinType: 'Sensitive' },
          tags: ['sensitive skin'],
          about:
            'A clear gel that lets you see exactly where you are shaving, for neat beard lines and sideburns. Aloe vera and allantoin calm razor burn on sensitive skin. A little goes a long way.',
        },
        {
          title: 'Alcohol-Free After Shave Balm',
          brand: 'sahib',
          mrp: 299,
          volume: '100 ml',
          pack: 'pump',
          key: 'Niacinamide, Aloe vera, Vitamin E',
          ingredients: 'Aqua, Aloe Barbadensis Leaf Juice, Glycerin, Niacinamide, Caprylic/Capric Triglyceride, Tocopherol, Carbomer, Phenoxyethanol, Parfum',
          tint: '#dbe9f5',
          attributes: { skinType: 'All skin types' },
          tags: ['after shave'],
          use: 'After shaving, pat dry and smooth a small amount over the shaved area.',
          about:
            'A cooling balm that soothes the sting and redness of a fresh shave without alcohol. Niacinamide helps keep razor bumps and ingrown hairs down. It is light enough to double as a daily moisturiser.',
        },
        {
          title: 'Double Edge Safety Razor',
          brand: 'sahib',
          mrp: 699,
          pack: 'razor',
          attributes: { material: 'Chrome-plated zinc alloy', contents: 'Razor and 5 double-edge blades' },
          tags: ['razor', 'plastic free'],
          use: 'Hold at 30°, shave with light strokes and no pressure, letting the weight of the razor do the work. Change the blade after five to seven shaves.',
          about:
            'A classic double-edge safety razor, weighty and well balanced, for a close shave with fewer razor bumps. Replacement blades cost a fraction of cartridges and are recyclable. Five blades come in the box to start.',
        },
      ],
    },
    {
      slug: 'mens-face-care',
      name: 'Face Care for Men',
      code: 'MFC',
      pack: 'tube',
      use: 'Use morning and night on clean skin.',
      ingredients: 'Aqua, Glycerin, {inci}, Carbomer, Phenoxyethanol, Ethylhexylglycerin',
      grams: 120,
      tags: ['men', 'face care'],
      products: [
        {
          title: 'Oil Control Face Wash for Men',
          brand: 'sahib',
          mrp: 249,
          volume: '100 ml',
          key: 'Charcoal, Salicylic acid, Menthol',
          ingredients:
            'Aqua, Sodium Cocoyl Isethionate, Cocamidopropyl Betaine, Glycerin, Charcoal Powder, Salicylic Acid, Menthol, Citric Acid, Phenoxyethanol',
          tint: '#2f3437',
          attributes: { skinType: 'Oily' },
          tags: ['face wash'],
          use: 'Massage onto a wet face for 30 seconds and rinse. Use morning and night.',
          about:
            'A deep-cleansing face wash for men whose skin gets oily and sweaty by mid-morning. Charcoal pulls out grime and salicylic acid keeps pores clear, with a cooling blast of menthol. Skin feels fresh, not stripped.',
        },
        {
          title: 'Matte Moisturiser SPF 30 for Men',
          brand: 'sahib',
          mrp: 349,
          volume: '50 g',
          key: 'Niacinamide, Zinc',
          inci: 'Niacinamide, Zinc PCA',
          tint: '#e7eaf4',
          attributes: { skinType: 'Oily, combination', spf: 'SPF 30 PA+++' },
          tags: ['moisturiser', 'sunscreen'],
          use: 'Apply to the face and neck every morning after washing.',
          about:
            'One step for men who will not do three: a light, matte moisturiser with SPF 30 that hydrates, protects and controls shine. No white cast and no greasy feel under a helmet. It works well after shaving too.',
        },
        {
          title: 'Under Eye Roll-On for Dark Circles',
          brand: 'sahib',
          mrp: 399,
          volume: '15 ml',
          pack: 'attar',
          key: 'Caffeine, Peptides',
          inci: 'Caffeine, Palmitoyl Tripeptide-1',
          tint: '#cfd8e3',
          attributes: { skinType: 'All skin types' },
          tags: ['under eye'],
          use: 'Roll gently under the eyes morning and night, then pat in with a fingertip.',
          about:
            'A cooling steel-ball roller with caffeine and peptides, for tired eyes after late nights and long hours at a screen. It reduces morning puffiness, and over a few weeks dark circles look lighter. It slips into a pocket or a laptop bag.',
        },
      ],
    },
    {
      slug: 'hair-styling',
      name: 'Hair Styling',
      code: 'STY',
      pack: 'jar',
      use: 'Rub a small amount between your palms and work through dry or towel-dried hair. Style as you like.',
      ingredients: 'Aqua, {inci}, PVP, Glycerin, Parfum, Phenoxyethanol',
      grams: 110,
      tags: ['hair styling', 'men'],
      products: [
        {
          title: 'Matte Clay Hair Wax Strong Hold',
          brand: 'sahib',
          mrp: 349,
          volume: '75 g',
          key: 'Kaolin clay, Beeswax',
          inci: 'Kaolin, Cera Alba, Bentonite',
          tint: '#8a8f94',
          attributes: { hairType: 'Short to medium hair' },
          tags: ['hair wax'],
          about:
            'A strong-hold clay wax with a natural matte finish, for textured crops, quiffs and messy styles that last all day. It adds volume to fine hair and restyles with a touch of water. Washes out with one shampoo.',
        },
        {
          title: 'Aloe Styling Gel Wet Look',
          brand: 'sahib',
          mrp: 199,
          volume: '100 g',
          pack: 'tube',
          key: 'Aloe vera, Provitamin B5',
          inci: 'Aloe Barbadensis Leaf Juice, Panthenol',
          tint: '#9fd3c7',
          attributes: { hairType: 'All hair types' },
          tags: ['hair gel'],
          about:
            'A classic gel for slick-backs and sharp side partings, with a glossy wet look. Aloe vera keeps hair from feeling crunchy or flaky. It holds up in humid weather.',
        },
        {
          title: 'Hair Volumising Powder',
          brand: 'sahib',
          mrp: 299,
          volume: '10 g',
          key: 'Silica',
          ingredients: 'Silica Silylate, Parfum',
          tint: '#f0f0f0',
          attributes: { hairType: 'Fine, flat hair' },
          tags: ['volume'],
          use: 'Sprinkle a little onto dry roots and ruffle with your fingertips to lift.',
          about:
            'A weightless powder that gives flat, fine hair instant lift and texture. Sprinkled at the roots and ruffled in, it gives volume that lasts the day. Invisible on black and dark brown hair.',
        },
      ],
    },
  ],
};

export const GIFT_SETS: CategorySpec = {
  slug: 'gift-sets',
  name: 'Gift Sets',
  description: 'Skincare boxes, makeup kits, festive hampers and fragrance sets for Diwali, Rakhi, Eid, weddings and birthdays.',
  tax: { hsnCode: '3304', ratePercent: 18 },
  picture: { brand: 'aabha', pack: 'gift-box', title: 'Gift box', fill: '#c9a45c' },
  subcategories: [
    {
      slug: 'skincare-gifts',
      name: 'Skincare Gift Sets',
      code: 'GSK',
      pack: 'gift-box',
      use: 'Each product in the box carries its own directions; start with one new product at a time.',
      grams: 650,
      tags: ['gift set', 'gifting', 'skincare'],
      products: [
        {
          title: 'Glow Ritual Skincare Gift Box',
          brand: 'dew',
          mrp: 1799,
          attributes: {
            contents:
              'Vitamin C 15% Glow Serum 15 ml, Oil-Free Water Gel Moisturiser 50 g, Invisible Gel Sunscreen SPF 50 50 g, Salicylic Acid Face Wash 100 ml',
            occasion: 'Birthdays, anniversaries',
          },
          tags: ['routine'],
          about:
            'Four best-sellers for a complete morning routine: cleanse, treat, moisturise and protect. They come in a keepsake box with a gift card. A thoughtful present for anyone starting out with skincare.',
        },
        {
          title: 'Royal Saffron Ayurveda Gift Set',
          brand: 'kesar',
          mrp: 2499,
          attributes: {
            contents:
              'Kumkumadi Tailam Night Serum 15 ml, Kesar Chandan Glow Face Pack 75 g, Kesar & Haldi Ubtan Face Wash 100 ml, Kesar Chandan Luxury Soap 125 g',
            occasion: 'Diwali, weddings',
          },
          tags: ['ayurvedic', 'luxury'],
          about:
            'A regal gift of saffron skincare in a maroon and gold box: night serum, face pack, face wash and a luxury soap. It is beautiful enough for a wedding trousseau or a Diwali hamper. Every product is made with real saffron.',
        },
        {
          title: 'Bride-to-Be Glow Kit',
          brand: 'aabha',
          mrp: 1999,
          attributes: {
            contents: 'Haldi Chandan Ubtan Powder 100 g, Rose Glow Body Lotion 200 ml, Overnight Sleeping Mask 50 g, Rose Quartz Face Roller',
            occasion: 'Bridal shower, engagement',
          },
          tags: ['bridal'],
          about:
            'What a bride needs for glowing skin in the weeks before the wedding: ubtan, an overnight mask, a rose body lotion and a rose quartz roller. A countdown card sets out a simple 30-day routine. The kind of gift a bride actually uses.',
        },
      ],
    },
    {
      slug: 'makeup-kits',
      name: 'Makeup Kits',
      code: 'GMK',
      pack: 'gift-box',
      use: 'Each product in the kit carries its own directions. Patch-test new products on the inner arm first.',
      grams: 500,
      tags: ['makeup kit', 'gifting'],
      products: [
        {
          title: 'Everyday Makeup Starter Kit',
          brand: 'rangrez',
          mrp: 1499,
          shades: { from: SKIN_TONES, name: 'Skin tone', kind: 'text' },
          attributes: {
            contents:
              'Dewy Glow BB Cream 15 ml, Smudge-Proof Kohl Kajal, Satin Silk Moisture Lipstick, Oil Control Pressed Compact, Blush & Glow Cheek Compact',
            occasion: 'Birthdays, college',
          },
          tags: ['starter kit'],
          about:
            'Five essentials for a fresh, everyday face: BB cream, kajal, a satin lipstick, a compact and a blush. Choose a skin-tone range and the shades inside are matched to it. A lovely first makeup kit, packed in a reusable zip pouch.',
        },
        {
          title: 'Bridal Makeup Kit Deluxe',
          brand: 'rangrez',
          mrp: 2999,
          shades: { from: SKIN_TONES, name: 'Skin tone', kind: 'text' },
          attributes: {
            contents:
              'HD Matte Full Coverage Foundation, HD Loose Setting Powder, Liquid Matte Lip Colour, Liquid Precision Eyeliner, Gel Eyeliner Pencil, Angled Eyeliner & Brow Brush',
            occasion: 'Weddings',
          },
          tags: ['bridal'],
          about:
            'A makeup artist’s kit for the big day and every function around it: full-coverage foundation and setting powder, a transfer-proof liquid lipstick, liquid and gel eyeliners and a liner brush. Pick your skin-tone range and we match the shades. It comes in a vanity case that keeps everything in place.',
        },
        {
          title: 'Nail Art Party Kit',
          brand: 'rangrez',
          mrp: 799,
          attributes: {
            contents: 'Four Gel Shine nail paints (Cherry Red, Ballet Pink, Glitter Gold, Midnight Navy), top coat, dotting tool, 60 nail stickers',
            occasion: 'Sleepovers, festivals',
          },
          tags: ['nail art'],
          about:
            'Four party-ready nail colours with a glossy top coat, a dotting tool and stickers for simple nail art at home. Perfect for a sleepover or a manicure session before Diwali. Suitable for teenagers and adults alike.',
        },
      ],
    },
    {
      slug: 'festive-hampers',
      name: 'Festive Hampers',
      code: 'GFH',
      pack: 'gift-box',
      use: 'Each product in the hamper carries its own directions.',
      grams: 1200,
      tags: ['hamper', 'festive', 'gifting'],
      products: [
        {
          title: 'Diwali Diya Beauty Hamper',
          brand: 'kesar',
          mrp: 2299,
          attributes: {
            contents: 'Kesar Chandan Luxury Soap, Haldi Ubtan Body Wash 250 ml, Gulab Rose Attar 6 ml, Kokum & Saffron Foot Cream, a brass diya',
            occasion: 'Diwali',
          },
          tags: ['diwali'],
          about:
            'A festive hamper in a handwoven basket: a saffron soap, an ubtan body wash, a rose attar and a foot cream, with a small brass diya to light on Diwali night. It arrives wrapped and ready to give to family, friends or your team.',
        },
        {
          title: 'Rakhi Self-Care Hamper for Sisters',
          brand: 'mitti',
          mrp: 1299,
          attributes: {
            contents: 'Rose & Pink Clay Soap, Mango Lassi Body Mist, Coffee & Coconut Body Scrub, greeting card',
            occasion: 'Raksha Bandhan',
          },
          tags: ['rakhi'],
          about:
            'Say thank you to your sister with a pampering hamper: a rose clay soap, a mango body mist and a coffee body scrub in a floral box. Much more personal than a box of sweets. Order a week ahead to have it in time for Raksha Bandhan.',
        },
        {
          title: 'Haldi Ceremony Return Gift Box (Pack of 6)',
          brand: 'aabha',
          mrp: 1199,
          attributes: {
            contents: 'Six gift boxes, each with a Creme Bullet Lipstick Mini and a 50 g handmade soap',
            occasion: 'Haldi, mehendi, baby showers',
          },
          tags: ['return gift', 'wedding'],
          about:
            'Six pretty return-gift boxes for haldi, mehendi or baby-shower guests, each with a mini lipstick and a small handmade soap. The yellow and marigold packaging matches a haldi theme. Order in multiples for larger guest lists.',
        },
      ],
    },
    {
      slug: 'fragrance-gifts',
      name: 'Fragrance Gift Sets',
      code: 'GFR',
      pack: 'gift-box',
      use: 'Each fragrance carries its own directions. Store away from heat and sunlight.',
      grams: 600,
      tags: ['fragrance gift', 'gifting', 'perfume'],
      products: [
        {
          title: 'Eid Attar Collection Box',
          brand: 'itra',
          mrp: 1799,
          attributes: { contents: 'Gulab Rose, Mitti, Shamama and Kewda attars, 3 ml each, in a carved wooden box', occasion: 'Eid, weddings' },
          tags: ['attar', 'eid'],
          about:
            'Four classic attars from Kannauj (rose, mitti, shamama and kewda) in a hand-carved sheesham wood box. A timeless Eid gift, and just as welcome at weddings. Each attar is alcohol-free.',
        },
        {
          title: 'Perfume Discovery Set',
          brand: 'itra',
          mrp: 999,
          attributes: {
            contents: 'Monsoon Petrichor, Mogra Nights, Oud & Saffron Intense and Citrus Chai eau de parfum, 8 ml each',
            occasion: 'Any occasion',
          },
          tags: ['discovery set', 'travel'],
          about:
            'Try before you commit: four of our eau de parfums in 8 ml travel sprays. Each lasts a few weeks of daily wear. Great for finding a signature scent, or as a gift for someone whose taste you do not know yet.',
        },
        {
          title: 'His & Hers Fragrance Duo',
          brand: 'itra',
          mrp: 1999,
          attributes: { contents: 'Mogra Nights Eau de Parfum 30 ml, Vetiver Blue Eau de Parfum 30 ml', occasion: "Anniversaries, Valentine's Day" },
          tags: ['couples'],
          about:
            'A pair of eau de parfums for couples: floral Mogra Nights for her and fresh Vetiver Blue for him, 30 ml each. Elegantly boxed for anniversaries, Karva Chauth or Valentine’s Day. Both last six to eight hours.',
        },
      ],
    },
  ],
};
