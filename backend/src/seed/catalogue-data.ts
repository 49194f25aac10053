// The demo wholesaler's catalogue plan: categories, their subcategories and the designs in each.
// Titles are curated; prices, weights, stock and dates are derived from them by the generator.

export type Finish = 'High polish' | 'Oxidised' | 'Matte' | 'Hammered' | 'Brushed' | 'Textured';
export type Plating = 'Rhodium' | 'Gold (micron)' | 'Rose gold' | 'None';

export interface DesignSpec {
  title: string;
  stone?: string;
  finish?: Finish;
  plating?: Plating;
  tags?: string[];
  /**
   * The design's own catalogue copy: two or three sentences on its look, who and when it suits,
   * and a practical detail. No weights or prices (those vary per generated product).
   */
  about: string;
}

export interface SubcategorySpec {
  slug: string;
  name: string;
  /** Typical weight range of one piece (or pair) in grams. */
  weight: [number, number];
  size?: string;
  minOrder: readonly number[];
  tags: string[];
  designs: DesignSpec[];
}

export interface CategorySpec {
  slug: string;
  name: string;
  /** Three letters used in the SKU: SLV-RNG-0001. */
  code: string;
  description: string;
  subcategories: SubcategorySpec[];
}

export const CATEGORY_SPECS: readonly CategorySpec[] = [
  {
    slug: 'rings',
    name: 'Rings',
    code: 'RNG',
    description: 'Stackable bands, statement cocktail rings, adjustable open rings and traditional toe rings in 925 hallmarked silver.',
    subcategories: [
      {
        slug: 'band-rings',
        name: 'Stackable & Band Rings',
        weight: [2.2, 5.5],
        size: 'Indian sizes 8–20',
        minOrder: [6, 10],
        tags: ['stackable', 'daily wear', 'minimal'],
        designs: [
          {
            title: 'Twisted Rope Stackable Band',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'Two fine strands of silver are twisted together into a slim rope that catches the light as the hand moves. It looks neat on its own and even better between plain bands, so many customers buy two or three at once. The rhodium coat keeps it bright white through daily wear, and the design sells across all age groups.',
          },
          {
            title: 'Hammered Texture Band Ring',
            finish: 'Hammered',
            plating: 'None',
            about:
              'A flat band with a hand-hammered surface: each small facet is struck individually, so no two rings look exactly alike. The unplated silver softens to a gentle glow over time, and the texture hides the everyday knocks a plain band would show. Liked by men and women who want something quiet for daily wear.',
          },
          {
            title: 'Zircon Half-Eternity Band',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A row of small, evenly matched zircons runs across the top half of this band, channel-set so nothing snags on clothing or dupattas. The plain lower half keeps it comfortable between the fingers. Customers who prefer silver to gold often choose it as an engagement or anniversary ring.',
          },
          {
            title: 'Beaded Dot Stacking Ring',
            finish: 'High polish',
            plating: 'None',
            about:
              'A fine band lined with tiny silver beads, like a row of dots around the finger. It is narrow and light, so it works as a spacer between bolder rings or as a teenager’s first piece of real silver. Left unplated, it comes back to full shine in seconds with a silver cloth.',
          },
          {
            title: 'Criss-Cross Band Ring',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'Two slim bands cross over each other at the front, forming an X that looks more detailed than its size suggests. The ring sits comfortably on the middle or index finger and moves easily from office wear to a weekend outfit. Rhodium plated for a bright, tarnish-resistant surface.',
          },
          {
            title: 'Brushed Comfort-Fit Band',
            finish: 'Brushed',
            plating: 'None',
            tags: ['unisex'],
            about:
              'A plain, medium-width band with a domed comfort-fit inside that slides over the knuckle easily and does not dig in. The brushed surface gives a soft satin look that many men prefer to a high shine, and it masks fine scratches. A good unisex pick for a first silver ring or a simple couple band.',
          },
          {
            title: 'Chevron V Stacking Ring',
            finish: 'High polish',
            plating: 'Gold (micron)',
            about:
              'A delicate band that dips into a V at the front, shaped to sit just above a solitaire or to frame another stacking ring. The micron gold plating gives a warm yellow tone that blends with the gold jewellery customers already own. Slim enough for everyday wear and priced well for small gifts.',
          },
        ],
      },
      {
        slug: 'cocktail-rings',
        name: 'Cocktail Rings',
        weight: [5.5, 12],
        size: 'Indian sizes 10–18',
        minOrder: [3, 5],
        tags: ['statement', 'party wear'],
        designs: [
          {
            title: 'Oxidised Peacock Cocktail Ring',
            finish: 'Oxidised',
            plating: 'None',
            tags: ['ethnic'],
            about:
              'A large peacock with its tail fanned out across the finger, the feather lines picked out in dark relief by oxidising. It covers most of the finger, so it looks best with a plain kurta or a cotton saree. A strong seller before Navratri; the closed, sized shank holds its shape well.',
          },
          {
            title: 'Emerald-Green Zircon Halo Ring',
            stone: 'Green cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A deep green centre stone framed by a halo of small white zircons, giving the look of an emerald ring at a fraction of the cost. The raised setting catches light from the side as well as from above. The rhodium-plated mount keeps the white metal crisp against the green, a favourite for receptions and sangeet nights.',
          },
          {
            title: 'Turquoise Dome Cocktail Ring',
            stone: 'Turquoise',
            finish: 'Oxidised',
            plating: 'None',
            tags: ['boho'],
            about:
              'A smooth dome of turquoise sits in a scalloped oxidised bezel, with small silver granules worked around the base. The sky blue stands out against the darkened silver and suits boho, Indo-western and summer outfits. Turquoise is a soft, porous stone, so the ring is best taken off before washing hands with soap.',
          },
          {
            title: 'Kundan Floral Cocktail Ring',
            stone: 'Kundan glass',
            finish: 'High polish',
            plating: 'Gold (micron)',
            tags: ['bridal'],
            about:
              'A flower of kundan petals around a small central cluster, set in gold-plated silver in the manner of traditional Rajasthani bridal rings. It sits high on the finger and goes with most kundan sets a bride already has. A sensible choice for mehendi and wedding functions when a gold ring is out of budget.',
          },
          {
            title: 'Rose Quartz Oval Statement Ring',
            stone: 'Rose quartz',
            finish: 'High polish',
            plating: 'Rose gold',
            about:
              'A large oval of pale pink rose quartz held in a rose-gold plated mount by slim claws that let light into the stone. The soft colouring suits day weddings, brunches and pastel outfits. Each stone is natural, so the shade varies a little from ring to ring; every claw is checked by hand before dispatch.',
          },
          {
            title: 'Sapphire-Blue Cluster Ring',
            stone: 'Blue cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'Blue zircons of different sizes are set tightly together to form a rounded flower head on a slim rhodium-plated shank. The deep blue reads well under evening lights and goes with navy, silver and black outfits. A reliable party ring for customers who find a solitaire too plain.',
          },
          {
            title: 'Amethyst Solitaire Cocktail Ring',
            stone: 'Amethyst',
            finish: 'High polish',
            plating: 'None',
            about:
              'A single faceted amethyst in a raised four-claw setting, on a shank that tapers towards the back of the finger. The purple is rich without being dark, and the open setting lets the stone glow in daylight. Amethyst is February’s birthstone, which makes this an easy suggestion for birthday gifts.',
          },
        ],
      },
      {
        slug: 'adjustable-rings',
        name: 'Adjustable Rings',
        weight: [2.5, 6],
        size: 'Adjustable (fits sizes 10–16)',
        minOrder: [6, 10],
        tags: ['adjustable', 'gift'],
        designs: [
          {
            title: 'Lotus Bloom Adjustable Ring',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'An open lotus with layered petals sits at the front, its carving deepened by the oxidised finish. The split shank eases open or closed to fit most fingers, so one piece suits nearly every customer. It goes well with ethnic wear and makes a thoughtful small gift for Diwali or a friend’s birthday.',
          },
          {
            title: 'Butterfly Wing Open Ring',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'Two butterfly wings meet at the front of this open ring, with fine cut-out veins that keep it airy and light. The ends sit side by side rather than overlapping, so the ring lies flat on the finger. Popular with college students and as a return gift at birthday parties.',
          },
          {
            title: 'Evil Eye Adjustable Ring',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'Gold (micron)',
            tags: ['evil eye'],
            about:
              'A small blue enamel evil eye sits at the centre of a slim gold-plated band that opens to fit. The nazar motif is worn for protection as much as for style, and it sells steadily all year rather than just in the festive season. A safe gift when the recipient’s ring size is unknown.',
          },
          {
            title: 'Moon and Star Open Ring',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A crescent moon on one end and a zircon-set star on the other face each other across the open front. It suits slim fingers and looks good alone or next to a plain band. Press the ends gently together or apart to adjust the fit; the shank is thick enough to hold its new shape.',
          },
          {
            title: 'Leaf Wrap Adjustable Ring',
            finish: 'Matte',
            plating: 'None',
            about:
              'A single leaf wraps around the finger, its tip crossing over the stem, with the veins drawn in fine engraved lines. The matte surface gives a soft, natural look that suits office and casual wear. Because the wrap adjusts across several sizes, it is a safe choice when buying for someone else.',
          },
        ],
      },
      {
        slug: 'toe-rings',
        name: 'Toe Rings (Bichhiya)',
        weight: [3, 8],
        size: 'Adjustable, sold as a pair',
        minOrder: [5, 10],
        tags: ['bichhiya', 'bridal', 'traditional'],
        designs: [
          {
            title: 'Classic Spiral Toe Rings (Pair)',
            finish: 'High polish',
            plating: 'None',
            about:
              'The everyday bichhiya: round silver wire wound into a neat spiral that sits flat on the second toe. The ends are smoothed so they do not catch on socks or saree borders, and the coil gives a little to fit. Worn daily by many married women, so customers come back for a new pair every year or two.',
          },
          {
            title: 'Oxidised Leaf Toe Rings (Pair)',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'Each toe ring is topped with a small leaf, its veins darkened by oxidising so the shape reads clearly on the foot. The open band can be pressed gently to sit snugly without pinching. They look at home with anklets and ethnic wear, and the darker tone shows less wear than bright silver.',
          },
          {
            title: 'Meenakari Flower Toe Rings (Pair)',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'None',
            about:
              'Each ring carries a small flower with hand-painted meenakari petals in red and green around a silver centre. They bring a touch of colour to bridal feet and pair nicely with the meenakari payal in this range. The band is adjustable; take them off before foot scrubs or henna, which can dull the enamel.',
          },
          {
            title: 'Ghungroo Bell Toe Rings (Pair)',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'Three tiny ghungroo bells hang from the front of each ring and chime softly while walking. The oxidised finish gives an antique, village-craft look that suits festive and bridal outfits. The bells are fixed with closed jump rings, so they do not drop off on the floor.',
          },
        ],
      },
    ],
  },
  {
    slug: 'earrings',
    name: 'Earrings',
    code: 'EAR',
    description: 'Studs, hoops, jhumkas and drops: the fastest-moving category for most of our retail partners.',
    subcategories: [
      {
        slug: 'studs',
        name: 'Studs',
        weight: [1.2, 3.5],
        minOrder: [6, 10],
        tags: ['studs', 'daily wear', 'office wear'],
        designs: [
          {
            title: 'Solitaire Zircon Stud Earrings',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A single round zircon in a four-claw basket setting on each ear: the simplest stud in our range and the one customers ask for by name. The rhodium plating matches white-gold jewellery, and the size is right for college, office and everyday wear. Supplied with silver push backs.',
          },
          {
            title: 'Tiny Heart Stud Earrings',
            finish: 'High polish',
            plating: 'Rose gold',
            tags: ['gift'],
            about:
              'Small puffed hearts in rose-gold plated silver, sized for a second piercing or a young girl’s first pair of real silver earrings. The rounded shape has no sharp edges to catch on hair or scarves. Boxed, they make an easy Valentine’s Day, Rakhi or birthday present.',
          },
          {
            title: 'Pearl Button Stud Earrings',
            stone: 'Freshwater pearl',
            finish: 'High polish',
            plating: 'None',
            about:
              'A round button pearl sits on a plain silver cup, so only the pearl shows from the front. Freshwater pearls vary a little in shape and lustre, and each pair is matched by eye. Classic enough for interviews and office wear; put them on after perfume and wipe with a soft cloth before storing.',
          },
          {
            title: 'Oxidised Sunflower Studs',
            finish: 'Oxidised',
            plating: 'None',
            tags: ['ethnic'],
            about:
              'A sunflower face with a textured centre and two rows of petals, finished in dark oxidised silver. They are a flat, comfortable stud for daily wear with kurtas and cotton sarees, and a good alternative for customers who find jhumkas too heavy. Push backs hold them securely.',
          },
          {
            title: 'Star Cluster Stud Earrings',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Gold (micron)',
            about:
              'Five small zircons set close together in the outline of a star, on a gold-plated silver base. They sparkle without being loud and sit well beside gold chains and bangles. A popular choice for a second or third piercing higher up the ear.',
          },
          {
            title: 'Geometric Hexagon Studs',
            finish: 'Matte',
            plating: 'None',
            tags: ['minimal'],
            about:
              'An open hexagon outline in matte silver, clean-edged and flat against the ear. The minimal shape suits office wear and Western outfits and is bought by men and women alike. Sterling posts and push backs make them comfortable for sensitive ears.',
          },
          {
            title: 'Evil Eye Stud Earrings',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'Gold (micron)',
            tags: ['evil eye'],
            about:
              'A round evil eye in blue and white enamel, set in a thin gold-plated rim. The nazar design is often bought as a protective gift for new mothers, students and friends moving away. Small and light enough to wear every day, with push-back closures.',
          },
        ],
      },
      {
        slug: 'hoops-huggies',
        name: 'Hoops & Huggies',
        weight: [2.5, 7],
        minOrder: [5, 6],
        tags: ['hoops', 'trending'],
        designs: [
          {
            title: 'Classic Round Hoop Earrings (20 mm)',
            finish: 'High polish',
            plating: 'None',
            about:
              'A plain round hoop of 20 mm diameter in polished sterling silver, with a hinged click-top that closes flush. It is the size most customers start with: noticeable, yet small enough for the office. Being unplated, it can be polished at home with a silver cloth.',
          },
          {
            title: 'Zircon Pave Huggie Earrings',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'Small huggies that hold close to the lobe, with a row of pavé zircons across the front. The click closure is easy to work with one hand, and there is nothing to dangle or catch. The rhodium finish gives the bright white look of diamond huggies.',
          },
          {
            title: 'Twisted Hoop Earrings',
            finish: 'High polish',
            plating: 'Gold (micron)',
            about:
              'Medium hoops made from a twisted tube of silver, so the surface ripples with light as they move. The micron gold plating gives the look of gold hoops for everyday wear at a silver price. The hinged closure clicks firmly into place.',
          },
          {
            title: 'Chunky Dome Hoops',
            finish: 'High polish',
            plating: 'None',
            about:
              'Wide hoops with a rounded, domed profile that look bold from the front yet are hollow-formed and comfortable on the ear. They suit casual and Western outfits and are one of the trend pieces younger customers ask for. The hinged post clicks into a hidden catch.',
          },
          {
            title: 'Huggies with Charm Drop',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rose gold',
            about:
              'Small rose-gold plated huggies with a detachable zircon charm that hangs just below the lobe. Worn with the charm for evenings and without it during the day, they give two looks in one pair. A good gift when you are unsure of someone’s style.',
          },
        ],
      },
      {
        slug: 'jhumkas',
        name: 'Jhumkas',
        weight: [6, 18],
        minOrder: [3, 5],
        tags: ['jhumka', 'ethnic', 'festive'],
        designs: [
          {
            title: 'Oxidised Temple Jhumkas',
            finish: 'Oxidised',
            plating: 'None',
            tags: ['temple'],
            about:
              'Dome-shaped jhumkas with a temple-style top showing a small Lakshmi motif and a rim of tiny silver beads. The oxidised finish gives the antique look of South Indian temple jewellery. They sway gently when worn and suit silk sarees, Pongal and wedding functions.',
          },
          {
            title: 'Pearl Drop Jhumkas',
            stone: 'Freshwater pearl',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'Small oxidised bells finished with a fringe of freshwater pearls that swing below the rim. The pearls soften the dark silver, so these are easy to wear with pastel as well as bright outfits. Light enough to keep on through a full day of wedding functions.',
          },
          {
            title: 'Peacock Meenakari Jhumkas',
            stone: 'Enamel',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'A peacock in blue and green meenakari sits on the stud, with an oxidised bell hanging beneath. The enamel is painted by hand, so the colours vary slightly between pairs. A colourful choice for Navratri and Teej, fastened with a secure push back.',
          },
          {
            title: 'Gold-Plated Chandbali Jhumkas',
            stone: 'Kundan glass',
            finish: 'High polish',
            plating: 'Gold (micron)',
            tags: ['bridal'],
            about:
              'A crescent-shaped chandbali set with kundan stones, with a small jhumka hanging from its centre, all in gold-plated silver. They give the look of gold bridal earrings and go with most kundan sets. A loop behind the top takes a sahara ear chain to support them through long ceremonies.',
          },
          {
            title: 'Mini Bell Jhumkas',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'Small oxidised bells on a flower-shaped stud, sized for daily wear rather than only for occasions. A good first jhumka for teenagers and for office-goers who like ethnic wear. Each bell has a tiny silver bead inside that swings as the head turns.',
          },
          {
            title: 'Ruby-Red Stone Jhumkas',
            stone: 'Red cubic zirconia',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'Oxidised jhumkas with a ring of ruby-red zircons around the top and a row of silver beads along the rim. The red stones lift the dark finish and go well with red and maroon wedding outfits. They are medium-sized, so they can be worn from the haldi to the reception.',
          },
        ],
      },
      {
        slug: 'drop-earrings',
        name: 'Drops & Danglers',
        weight: [3, 9],
        minOrder: [5, 6],
        tags: ['danglers', 'party wear'],
        designs: [
          {
            title: 'Teardrop Zircon Dangler Earrings',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A pear-cut zircon hangs beneath a small round stone, forming a slim teardrop that falls just below the lobe. The rhodium finish keeps the stones looking clear and bright. An elegant choice for cocktail evenings and receptions, and a common pick for bridesmaids.',
          },
          {
            title: 'Leaf Cascade Drop Earrings',
            finish: 'Matte',
            plating: 'None',
            about:
              'Three small matte leaves hang one beneath the other on fine links, so each leaf moves on its own. The soft finish looks natural and suits both kurtas and dresses. Fishhook wires with rubber stoppers keep them in place through the day.',
          },
          {
            title: 'Onyx Bar Drop Earrings',
            stone: 'Black onyx',
            finish: 'High polish',
            plating: 'None',
            about:
              'A slim bar of polished black onyx hangs from a small silver stud: a clean, graphic design for office and evening wear. The black and silver contrast suits monochrome outfits. The onyx is held in a closed bezel that protects its edges from chipping.',
          },
          {
            title: 'Tassel Chain Danglers',
            finish: 'High polish',
            plating: 'Gold (micron)',
            about:
              'A cluster of fine gold-plated chains falls from a small domed cap, forming a tassel that swings with every movement. They look dressy with a plain top or a lehenga, and the chains are soldered to the cap so none pull loose. Store them flat to keep the strands untangled.',
          },
          {
            title: 'Moonstone Crescent Drops',
            stone: 'Moonstone',
            finish: 'High polish',
            plating: 'None',
            about:
              'A silver crescent cradles a small rainbow moonstone at its centre, hanging from a simple hook. The stone flashes pale blue when it catches the light. Light and understated, they suit daily wear and make a thoughtful gift for customers who like natural stones.',
          },
          {
            title: 'Ruby-Red Chandelier Earrings',
            stone: 'Red cubic zirconia',
            finish: 'Oxidised',
            plating: 'None',
            tags: ['festive'],
            about:
              'Tiered chandelier earrings in oxidised silver, with ruby-red zircons in each tier and a fringe of silver drops at the base. They frame the face and are meant for sangeet, Karva Chauth and festive evenings. Despite their length, they hang from a comfortable hook with a safety stopper.',
          },
        ],
      },
    ],
  },
  {
    slug: 'necklaces-chains',
    name: 'Necklaces & Chains',
    code: 'NCK',
    description: 'Italian and Turkish chains by length and gauge, chokers and layered necklaces for every neckline.',
    subcategories: [
      {
        slug: 'chains',
        name: 'Chains',
        weight: [6, 28],
        size: '18 in / 20 in / 22 in',
        minOrder: [3, 5],
        tags: ['chain', 'italian', 'unisex'],
        designs: [
          {
            title: 'Italian Box Chain',
            finish: 'High polish',
            plating: 'Rhodium',
            tags: ['imported'],
            about:
              'Square box links made in Italy, forming a smooth chain that holds its shape and rarely kinks. It is strong enough to carry most pendants, and the lobster clasp is easy to open with one hand. The rhodium plating keeps it bright white, and it suits men and women equally.',
          },
          {
            title: 'Italian Rope Chain',
            finish: 'High polish',
            plating: 'None',
            tags: ['imported'],
            about:
              'Tightly woven links twist in a spiral, so the chain reflects light all around the neck. Imported from Italy, it looks rich worn alone and can also carry a medium-sized pendant. Unplated sterling, easy to clean with a silver dip or polishing cloth.',
          },
          {
            title: 'Figaro Link Chain',
            finish: 'High polish',
            plating: 'None',
            about:
              'Flat, polished links in the Italian Figaro pattern: three short links, then one long one, repeated along the length. Many men wear it on its own, and it also suits a religious pendant. Closes with a lobster clasp; wash it in mild soapy water and dry it well.',
          },
          {
            title: 'Snake Chain (1.2 mm)',
            finish: 'High polish',
            plating: 'Rhodium',
            tags: ['imported'],
            about:
              'A smooth 1.2 mm chain made of tightly joined plates, so it lies flat and looks like a single line of silver. It is fine enough for delicate pendants and initial charms. Snake chains can kink if folded, so advise customers to store it straight or hanging.',
          },
          {
            title: 'Curb Link Chain for Men',
            finish: 'High polish',
            plating: 'None',
            tags: ['men'],
            about:
              'Flat interlocking curb links that lie evenly on the neck, in a medium gauge made for men. It is substantial without being flashy and works under a shirt collar or over a T-shirt. A secure lobster clasp, and a steady repeat order for men’s counters.',
          },
          {
            title: 'Singapore Twist Chain',
            finish: 'High polish',
            plating: 'Gold (micron)',
            tags: ['imported'],
            about:
              'A fine twisted curb chain that sparkles as it moves, in gold-plated silver. It is delicate enough for women’s pendants and small charms yet strong enough for everyday wear. Imported, with a lobster clasp, and one of the few fine chains that still looks good with nothing hanging from it.',
          },
          {
            title: 'Ball Bead Chain',
            finish: 'High polish',
            plating: 'None',
            about:
              'Small polished silver balls spaced evenly along a fine link, a simple chain popular with children, teenagers and for dog-tag style pendants. It is light and tangles less than very fine link chains. Fastens with a lobster clasp.',
          },
        ],
      },
      {
        slug: 'chokers',
        name: 'Chokers',
        weight: [18, 60],
        size: 'Adjustable with dori / extender',
        minOrder: [1, 2],
        tags: ['choker', 'festive', 'bridal'],
        designs: [
          {
            title: 'Oxidised Coin Choker Necklace',
            finish: 'Oxidised',
            plating: 'None',
            tags: ['ethnic'],
            about:
              'A row of small oxidised coins with embossed motifs, strung closely so they overlap slightly around the neck. It ties with an adjustable cotton dori and pairs well with cotton sarees and Navratri outfits. The coins clink softly as you move.',
          },
          {
            title: 'Kundan Bridal Choker',
            stone: 'Kundan glass',
            finish: 'High polish',
            plating: 'Gold (micron)',
            about:
              'A wide kundan choker in gold-plated silver, with a row of small drops along its lower edge. It gives the look of a traditional bridal set and matches the kundan rings and chandbalis in this range. The tasselled dori lets it sit high on the neck or a little lower.',
          },
          {
            title: 'Tribal Hasli Choker',
            finish: 'Oxidised',
            plating: 'None',
            tags: ['tribal'],
            about:
              'A rigid collar in the style of the hasli worn by Rajasthani and Banjara women, with engraved tribal motifs at the front. The oxidised finish suits handloom and Indo-western wear. It opens at the back with a hook and extender chain, so it fits most necks.',
          },
          {
            title: 'Pearl Strand Choker',
            stone: 'Freshwater pearl',
            finish: 'High polish',
            plating: 'None',
            about:
              'Closely strung freshwater pearls, each knotted on the thread so none are lost if it ever breaks. It sits neatly at the base of the neck and suits sarees, gowns and office wear alike. Fastens with a silver hook and a short extender chain at the back.',
          },
          {
            title: 'Emerald-Green Temple Choker',
            stone: 'Green cubic zirconia',
            finish: 'Oxidised',
            plating: 'Gold (micron)',
            tags: ['temple'],
            about:
              'A temple-style choker with Lakshmi and peacock motifs, set with emerald-green stones and finished in antique gold plating over oxidised silver. It is made for silk sarees at weddings and pujas. Tie it at the back with the dori so it sits just above the blouse neckline.',
          },
        ],
      },
      {
        slug: 'layered-necklaces',
        name: 'Layered Necklaces',
        weight: [8, 22],
        size: '16 in + 18 in layers',
        minOrder: [2, 3],
        tags: ['layered', 'trending'],
        designs: [
          {
            title: 'Double-Layer Coin Necklace',
            finish: 'High polish',
            plating: 'Gold (micron)',
            about:
              'Two fine chains on a single clasp, the shorter with a small round disc and the longer with a larger coin. The gold plating gives a warm everyday look that goes with hoops and simple studs. Joined at the clasp, the layers stay in order and do not twist together.',
          },
          {
            title: 'Layered Star and Moon Necklace',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A short chain with a zircon-set star and a longer one with a crescent moon, both on one clasp. The small charms make it a favourite for birthdays and college farewells. Rhodium plating keeps it bright for everyday wear.',
          },
          {
            title: 'Triple-Strand Satellite Necklace',
            finish: 'High polish',
            plating: 'None',
            about:
              'Three strands of satellite chain, each dotted with tiny silver beads, falling in graduated layers. It fills an open neckline without needing a pendant and looks modern with Western wear. Unplated sterling, so a soft silver cloth keeps it bright.',
          },
          {
            title: 'Layered Evil Eye Necklace',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'Gold (micron)',
            tags: ['evil eye'],
            about:
              'A short chain with a blue enamel evil eye and a longer one with small gold beads, layered on a single clasp. It is a protective charm that customers buy for themselves or give for new beginnings. Light enough to wear every day, with or without other chains.',
          },
          {
            title: 'Paperclip and Pearl Layered Necklace',
            stone: 'Freshwater pearl',
            finish: 'High polish',
            plating: 'None',
            about:
              'An elongated paperclip chain paired with a finer strand of small freshwater pearls, joined at one clasp. The mix of bold links and soft pearls is popular with younger customers and suits office and brunch outfits. The pearls are natural, so each strand is slightly different.',
          },
        ],
      },
    ],
  },
  {
    slug: 'bracelets-bangles',
    name: 'Bracelets & Bangles',
    code: 'BRC',
    description: 'Solid bangles, men’s kadas and charm or link bracelets, sized for the Indian market.',
    subcategories: [
      {
        slug: 'bangles',
        name: 'Bangles',
        weight: [14, 45],
        size: '2.4 / 2.6 / 2.8 (sold as a pair)',
        minOrder: [2, 3],
        tags: ['bangles', 'traditional'],
        designs: [
          {
            title: 'Plain Polished Bangles (Pair)',
            finish: 'High polish',
            plating: 'None',
            about:
              'A pair of solid round bangles with a plain polished surface and a smooth, comfortable inner edge. They are worn daily by many women and are a traditional gift at weddings and godh bharai. Unplated, they come back to a bright shine with a silver cloth.',
          },
          {
            title: 'Oxidised Floral Bangles (Pair)',
            finish: 'Oxidised',
            plating: 'None',
            tags: ['ethnic'],
            about:
              'A repeating band of small flowers and leaves runs all around these bangles, with the background darkened so the motifs stand out. They stack well with glass bangles and look best with cotton and handloom outfits. A good pair for customers who want ethnic silver without any stones.',
          },
          {
            title: 'Zircon-Studded Bangles (Pair)',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A single line of zircons set all the way around each bangle, catching light from every angle as the hand moves. They add sparkle to party and wedding outfits and can be worn alone or between gold bangles. Rhodium plated to keep the silver bright around the stones.',
          },
          {
            title: 'Twisted Wire Bangles (Pair)',
            finish: 'High polish',
            plating: 'Gold (micron)',
            about:
              'Strands of gold-plated silver wire twisted into a slim rope and closed into round bangles. They resemble traditional gold bangles and are light enough to wear every day. Many customers buy two pairs, one for each wrist.',
          },
          {
            title: 'Hammered Cuff Bangle',
            finish: 'Hammered',
            plating: 'None',
            about:
              'A broad open cuff with a hand-hammered surface that breaks the light into small flashes. The opening at the back lets it slip over the wrist from the side, and it can be eased a little for a closer fit. It suits Indo-western and casual outfits and is equally liked by men.',
          },
          {
            title: 'Enamel Paisley Bangles (Pair)',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'None',
            about:
              'Paisley motifs in hand-filled enamel run around polished silver bangles, in deep reds, greens and blues. They bring colour to festive outfits and look lovely on hands with fresh mehendi. Keep them away from perfume and cleaning chemicals to protect the enamel.',
          },
          {
            title: 'Ghungroo Kangan Bangles (Pair)',
            finish: 'Oxidised',
            plating: 'None',
            tags: ['festive'],
            about:
              'Oxidised kangan with small ghungroo bells hanging all around the rim, so they ring softly with every movement of the hand. A festive favourite for Navratri, sangeet and dance performances. The bells hang on closed loops and stay put through long garba nights.',
          },
        ],
      },
      {
        slug: 'kadas',
        name: 'Kadas',
        weight: [25, 80],
        size: '2.4 / 2.6 / 2.8 / 2.10',
        minOrder: [1, 2],
        tags: ['kada', 'men'],
        designs: [
          {
            title: 'Classic Round Kada for Men',
            finish: 'High polish',
            plating: 'None',
            about:
              'A heavy round kada with a smooth polished surface and rounded edges on both sides. Many men wear one every day, as a sign of faith or simply as a solid piece of silver. A kada does not adjust, so check the customer’s size against a bangle they already own.',
          },
          {
            title: 'Sikh Khanda Engraved Kada',
            finish: 'Matte',
            plating: 'None',
            about:
              'A flat-profile kada with the Khanda engraved at the front and a matte finish that keeps it understated. It is worn daily by Sikh men and women and is a meaningful gift for Gurpurab or Vaisakhi. The edges are rounded so it sits comfortably on the wrist all day.',
          },
          {
            title: 'Rudraksha Kada',
            stone: 'Rudraksha bead',
            finish: 'Oxidised',
            plating: 'None',
            tags: ['spiritual'],
            about:
              'Natural rudraksha beads capped in oxidised silver alternate with plain silver sections all around this kada. It is bought by devotees of Shiva and as a gift for Mahashivratri and Sawan. Keep the beads dry, and rub them with a drop of oil now and then so they do not crack.',
          },
          {
            title: 'Braided Cable Kada',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'Thick silver wires braided into a cable and joined with a plain oxidised collar. The darker finish gives it a rugged look that younger men like with casual wear. Solid enough to feel substantial on the wrist without looking bulky.',
          },
          {
            title: 'Square-Edge Matte Kada',
            finish: 'Matte',
            plating: 'None',
            about:
              'A kada with a square cross-section and crisp outer edges, finished matte for a modern, understated look. It is often requested by men who want something other than the round kada. The inner edge is softened so it sits comfortably on the wrist.',
          },
        ],
      },
      {
        slug: 'bracelets',
        name: 'Charm & Link Bracelets',
        weight: [5, 18],
        size: '6.5 in + 1 in extender',
        minOrder: [3, 5],
        tags: ['bracelet', 'gift'],
        designs: [
          {
            title: 'Heart Charm Link Bracelet',
            finish: 'High polish',
            plating: 'Rose gold',
            about:
              'A fine cable chain with small heart charms spaced along its length, in rose-gold plated silver. It is a popular Valentine’s Day and birthday gift and looks good layered with a watch. The lobster clasp and extender allow a close or relaxed fit.',
          },
          {
            title: 'Tennis Bracelet with Zircons',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A continuous line of claw-set zircons on a flexible silver base, giving the look of a diamond tennis bracelet. It closes with a box clasp and safety catch, so it stays fastened through a long evening. Rhodium plating keeps the setting bright around the stones.',
          },
          {
            title: 'Evil Eye Chain Bracelet',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'Gold (micron)',
            tags: ['evil eye'],
            about:
              'A delicate gold-plated chain with a single blue enamel evil eye at the centre. Worn for protection and good luck, it is a common gift for a new job, exams or travel. Light enough for daily wear, with a lobster clasp and extender.',
          },
          {
            title: 'Figaro Link Bracelet for Men',
            finish: 'High polish',
            plating: 'None',
            tags: ['men'],
            about:
              'Heavier-gauge Figaro links, alternating three short links with one long one, in polished silver. It sits well beside a watch and suits both office and casual wear. Closes with a sturdy lobster clasp that is easy to work with one hand.',
          },
          {
            title: 'Infinity Charm Bracelet',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A zircon-set infinity symbol sits at the centre of a fine rhodium-plated chain. The motif stands for lasting friendship and love, so it sells well for Friendship Day, anniversaries and as a gift between sisters. The extender chain makes it adjustable.',
          },
          {
            title: 'Turkish Evil-Eye Bead Bracelet',
            stone: 'Glass bead',
            finish: 'High polish',
            plating: 'None',
            tags: ['imported'],
            about:
              'Blue Turkish glass nazar beads alternate with small silver beads on a flexible chain. The glass beads are imported and each has a slightly different pattern, so no two bracelets are identical. A cheerful, protective gift for children and adults; remove it before swimming.',
          },
        ],
      },
    ],
  },
  {
    slug: 'pendants',
    name: 'Pendants',
    code: 'PND',
    description: 'Devotional, initial and gemstone pendants: sold with or without a matching chain.',
    subcategories: [
      {
        slug: 'religious-pendants',
        name: 'Religious Pendants',
        weight: [2, 8],
        minOrder: [5, 10],
        tags: ['spiritual', 'gift'],
        designs: [
          {
            title: 'Om Pendant',
            finish: 'High polish',
            plating: 'None',
            about:
              'A clean Om symbol with a smooth polished front and a flat back, sized to sit at the base of the throat. It suits men and women and is often bought for a griha pravesh, a birthday or a new beginning. The wide bail takes most chains.',
          },
          {
            title: 'Ganesha Pendant',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'A seated Ganesha with a finely detailed trunk, crown and modak, the oxidised finish giving depth to the carving. Often given at the start of a new job, business or home, it is one of our steadiest sellers. The open bail fits medium chains as well as black cord.',
          },
          {
            title: 'Trishul Pendant',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'Shiva’s trident with a small damru tied at the centre, in darkened silver that shows every line. It is popular with men and young devotees and looks good on a rope chain or black thread. Demand rises before Mahashivratri and through Sawan.',
          },
          {
            title: 'Khanda Pendant',
            finish: 'High polish',
            plating: 'None',
            about:
              'The Khanda, with its double-edged sword, chakkar and two kirpans, cut cleanly in polished silver. Worn daily by many Sikh men and women, it is also a meaningful gift for Gurpurab and Vaisakhi. Smooth at the back so it lies flat against the skin.',
          },
          {
            title: 'Cross Pendant with Zircons',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A slim Latin cross set with a line of small zircons and rhodium plated for a bright finish. It is a popular gift for first communion, confirmation and Christmas. Small enough to wear every day on a fine chain.',
          },
          {
            title: 'Allah Calligraphy Pendant',
            finish: 'High polish',
            plating: 'None',
            about:
              'The name Allah in flowing Arabic calligraphy, cut from polished silver with a fine border around it. A respectful gift for Eid, a nikah or a birthday, and worn daily by men and women alike. The lettering is finished on both sides, so it looks right whichever way it turns.',
          },
          {
            title: 'Hanuman Gada Pendant',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'Hanuman’s gada (mace) in oxidised silver, with carved bands along the head and handle. Worn for strength and protection, it sells especially well around Hanuman Jayanti. It hangs straight and suits men’s chains and black cords.',
          },
        ],
      },
      {
        slug: 'initial-pendants',
        name: 'Initial Pendants',
        weight: [1.5, 4],
        minOrder: [10],
        tags: ['initial', 'personalised', 'gift'],
        designs: [
          {
            title: 'Script Initial Letter Pendant',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A single letter in flowing cursive script, rhodium plated and polished bright. It is supplied across the full A–Z set, so customers can choose their own initial or a partner’s. Delicate enough for daily wear on a fine chain.',
          },
          {
            title: 'Block Initial Pendant with Zircon',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Gold (micron)',
            about:
              'A bold capital letter in gold-plated silver with a single small zircon set at one corner. The block shape is easy to read and popular with teenagers and young professionals. Available for every letter from A to Z; order by letter or as a mixed set.',
          },
          {
            title: 'Initial Coin Disc Pendant',
            finish: 'Matte',
            plating: 'None',
            about:
              'A small round disc in matte silver with one letter stamped at the centre. The understated look suits men and women and layers well with other chains. Letters run from A to Z, and the back is left plain for a date or a short engraving.',
          },
          {
            title: 'Heart Locket Initial Pendant',
            finish: 'High polish',
            plating: 'Rose gold',
            about:
              'A small rose-gold plated heart locket with an initial engraved on the front and room inside for two tiny photographs. It opens on a fine hinge and closes with a firm snap. A thoughtful gift for anniversaries, Mother’s Day and Valentine’s Day.',
          },
        ],
      },
      {
        slug: 'gemstone-pendants',
        name: 'Gemstone Pendants',
        weight: [2.5, 7],
        minOrder: [3, 5],
        tags: ['gemstone', 'colour'],
        designs: [
          {
            title: 'Amethyst Drop Pendant',
            stone: 'Amethyst',
            finish: 'High polish',
            plating: 'None',
            about:
              'A faceted pear-shaped amethyst in a slim silver bezel, hanging from a small round bail so it moves freely. The light purple suits every skin tone and looks especially good with white and pastel outfits. Each stone is hand-picked, so the depth of colour varies slightly.',
          },
          {
            title: 'Blue Topaz Oval Pendant',
            stone: 'Blue topaz',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'An oval blue topaz in a four-claw setting, clear and bright like sea water. The rhodium-plated mount keeps the look cool and modern for office wear and evenings out. As December’s birthstone, it is an easy birthday recommendation.',
          },
          {
            title: 'Garnet Halo Pendant',
            stone: 'Garnet',
            finish: 'High polish',
            plating: 'None',
            about:
              'A round, deep-red garnet surrounded by a halo of small silver beads in a vintage style. The rich colour suits winter weddings and festive wear. Garnet is a hard, durable stone, so the pendant can be worn every day as well as for occasions.',
          },
          {
            title: 'Moonstone Teardrop Pendant',
            stone: 'Moonstone',
            finish: 'High polish',
            plating: 'None',
            about:
              'A smooth teardrop of rainbow moonstone in a plain silver bezel, with a soft glow that shifts as it moves. It is a quiet, everyday pendant for both Western and ethnic outfits. Moonstone can chip if knocked, so it is best kept in its own pouch.',
          },
          {
            title: 'Citrine Cushion Pendant',
            stone: 'Citrine',
            finish: 'High polish',
            plating: 'Gold (micron)',
            about:
              'A cushion-cut citrine in a warm golden yellow, set in gold-plated silver that matches its colour. It brightens white and neutral outfits and sits well with gold jewellery. Citrine is associated with prosperity, so it sells well around Dhanteras and Diwali.',
          },
          {
            title: 'Peridot Marquise Pendant',
            stone: 'Peridot',
            finish: 'High polish',
            plating: 'None',
            about:
              'A marquise-cut peridot in a fine claw setting, with a fresh lime-green colour. It looks striking against white and navy, and the long, narrow shape flatters the neckline. The stones are natural and chosen for even colour and clarity.',
          },
        ],
      },
    ],
  },
  {
    slug: 'anklets',
    name: 'Anklets (Payal)',
    code: 'ANK',
    description: 'Traditional payal with ghungroo, light chain anklets and bridal designs, sold in pairs.',
    subcategories: [
      {
        slug: 'traditional-payal',
        name: 'Traditional Payal',
        weight: [30, 95],
        size: '10 in / 10.5 in / 11 in (pair)',
        minOrder: [1, 2],
        tags: ['payal', 'traditional', 'bridal'],
        designs: [
          {
            title: 'Rajasthani Heavy Payal (Pair)',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'A broad, heavy payal in the Rajasthani style, with interlinked panels and rows of small ghungroo that chime with each step. The oxidised finish brings out the engraved floral work. Made for brides and festive wear, it fastens with a screw lock that stays shut through long functions.',
          },
          {
            title: 'Bridal Jhalar Payal (Pair)',
            finish: 'High polish',
            plating: 'None',
            tags: ['bridal'],
            about:
              'A wide chain payal with a jhalar (fringe) of fine drops and tiny bells along its lower edge, made to fall over the top of the foot. Brides choose it for the wedding day and wear it through the first year. Polished bright, with a hook-and-screw clasp.',
          },
          {
            title: 'Meenakari Flower Payal (Pair)',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'None',
            about:
              'Small silver flowers with hand-painted meenakari centres in pink and green alternate with fine links along this payal. The touch of colour suits mehendi and haldi functions and goes with the meenakari toe rings. Avoid soaking it in water, which can dull the enamel.',
          },
          {
            title: 'Kundan Drop Payal (Pair)',
            stone: 'Kundan glass',
            finish: 'High polish',
            plating: 'Gold (micron)',
            about:
              'Gold-plated silver links with small kundan drops spaced evenly along the length, giving the look of a gold payal for the bridal trousseau. It is flexible and sits neatly on the ankle without twisting. The screw-lock clasp keeps it secure through long ceremonies.',
          },
          {
            title: 'Broad Band Payal (Pair)',
            finish: 'Matte',
            plating: 'None',
            about:
              'A broad, flexible band of flat interwoven links with a matte finish, simpler than a ghungroo payal but still substantial on the ankle. It suits women who want a traditional weight without the sound of bells. Closes with a screw-lock clasp; a soft brush and mild soap revive the matte surface.',
          },
        ],
      },
      {
        slug: 'ghungroo-anklets',
        name: 'Ghungroo Anklets',
        weight: [18, 45],
        size: '10 in / 10.5 in (pair)',
        minOrder: [2, 3],
        tags: ['ghungroo', 'festive'],
        designs: [
          {
            title: 'Single-Line Ghungroo Anklets (Pair)',
            finish: 'High polish',
            plating: 'None',
            about:
              'A single row of small ghungroo bells hangs from a fine link chain, giving a gentle chime rather than a loud jingle. Light enough for daily wear, it is popular with young women and students. Fastens with a simple S-hook.',
          },
          {
            title: 'Double-Line Ghungroo Anklets (Pair)',
            finish: 'Oxidised',
            plating: 'None',
            about:
              'Two rows of ghungroo bells on an oxidised chain, fuller in sound and look than a single line. Often bought for classical dance, garba and festive occasions. The bells are crimped on, so they stay in place through hours of dancing.',
          },
          {
            title: 'Leaf Charm Ghungroo Anklets (Pair)',
            finish: 'High polish',
            plating: 'None',
            about:
              'Tiny silver leaves alternate with ghungroo bells along a slim chain, so the anklet looks delicate and rings softly. It suits cotton kurtas, lehengas and summer dresses. A popular gift for Teej and Karva Chauth.',
          },
          {
            title: 'Beaded Ghungroo Anklets (Pair)',
            stone: 'Glass bead',
            finish: 'High polish',
            plating: 'None',
            about:
              'Coloured glass beads and silver ghungroo bells alternate along a fine chain for a playful, festive look. The beads add a splash of colour that suits Holi, Navratri and summer wear. Take them off before bathing to keep the beads bright.',
          },
        ],
      },
      {
        slug: 'chain-anklets',
        name: 'Chain Anklets',
        weight: [6, 16],
        size: '9.5 in + 1 in extender (pair)',
        minOrder: [3, 5],
        tags: ['minimal', 'daily wear'],
        designs: [
          {
            title: 'Box Chain Anklets (Pair)',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A fine box chain with no charms or bells, for customers who want a simple, quiet anklet. The rhodium plating keeps it bright even with daily wear and bathing. Suits jeans, dresses and ethnic wear alike, and the extender gives an easy fit.',
          },
          {
            title: 'Heart Charm Chain Anklets (Pair)',
            finish: 'High polish',
            plating: 'Rose gold',
            about:
              'A slim rose-gold plated chain with small heart charms hanging at intervals, so the hearts settle around the ankle rather than bunching at the front. A sweet, modern anklet for college and weekend wear, and a favourite gift among friends. Lobster clasp with extender.',
          },
          {
            title: 'Evil Eye Chain Anklets (Pair)',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'None',
            tags: ['evil eye'],
            about:
              'A fine silver chain with small blue enamel evil eyes spaced along it, worn for protection and a little colour. Light enough to wear every day, it looks good with sandals and flats. Take it off before applying foot creams or oils, which can dull the enamel.',
          },
          {
            title: 'Zircon Station Anklets (Pair)',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rhodium',
            about:
              'A delicate chain with single zircons set at even stations, so small points of sparkle circle the ankle. It suits evening wear, beach holidays and wedding guests who prefer something light. Rhodium plated, with an extender for an adjustable fit.',
          },
          {
            title: 'Black Bead Nazar Anklets (Pair)',
            stone: 'Black bead',
            finish: 'High polish',
            plating: 'None',
            about:
              'Small black beads alternate with silver links in a traditional nazar design, believed to ward off the evil eye. Often bought for new brides and young girls, they are light and comfortable for all-day wear. Fastened with a lobster clasp and extender.',
          },
        ],
      },
    ],
  },
  {
    slug: 'kids-gifting',
    name: 'Kids & Gifting',
    code: 'KID',
    description: 'Baby bangles and nazariya, gift sets and festive pieces, packed ready for gifting.',
    subcategories: [
      {
        slug: 'baby-kids',
        name: 'Baby & Kids',
        weight: [3, 14],
        size: 'Newborn to 5 years',
        minOrder: [3, 5],
        tags: ['kids', 'baby', 'gift'],
        designs: [
          {
            title: 'Baby Nazariya Bracelet',
            stone: 'Black bead',
            finish: 'High polish',
            plating: 'None',
            tags: ['nazariya'],
            about:
              'A traditional nazariya of black beads and small silver beads, given to newborns to keep away the evil eye. The beads are strung on strong, flexible wire with rounded ends, and the clasp is smooth so it does not scratch a baby’s skin. A common gift for naming ceremonies.',
          },
          {
            title: 'Newborn Kada Set (Pair)',
            finish: 'High polish',
            plating: 'None',
            about:
              'A pair of tiny, smooth kadas for a baby’s wrists, with fully rounded edges. They are traditionally given at the naamkaran or on the baby’s first visit to the grandparents’ home. A small opening lets them be eased a little wider as the wrist grows.',
          },
          {
            title: 'Kids Teddy Bear Pendant',
            finish: 'High polish',
            plating: 'None',
            about:
              'A small, chubby teddy bear pendant with a polished finish and no sharp edges. Children love it as their first silver pendant, and parents like its smooth, rounded shape. Sold without a chain; a light ball bead chain suits it well.',
          },
          {
            title: 'Kids Butterfly Stud Earrings',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'None',
            about:
              'Little butterflies with pink and lilac enamel wings, on short posts with screw backs that small children cannot easily pull off. Bright and cheerful, they suit school days and birthday parties. The enamel is hand-filled, so wipe it clean with a soft dry cloth.',
          },
          {
            title: 'Baby Ghungroo Payal (Pair)',
            finish: 'High polish',
            plating: 'None',
            about:
              'A light payal for babies and toddlers with tiny ghungroo bells that chime as little feet move, so parents always know where the child is. The chain is soft and flexible, with a secure hook. A traditional gift for a first birthday or annaprashan.',
          },
          {
            title: 'Kids Name Initial Bracelet',
            finish: 'High polish',
            plating: 'None',
            tags: ['personalised'],
            about:
              'A slim chain bracelet with a small polished disc carrying the child’s initial. It makes a sweet keepsake for birthdays and naming ceremonies. The clasp is secure and the chain fine enough for small wrists; available in every letter from A to Z.',
          },
        ],
      },
      {
        slug: 'gift-sets',
        name: 'Gift Sets',
        weight: [8, 30],
        minOrder: [2, 3],
        tags: ['gift set', 'gift'],
        designs: [
          {
            title: 'Heart Pendant and Stud Gift Set',
            stone: 'Cubic zirconia',
            finish: 'High polish',
            plating: 'Rose gold',
            about:
              'A zircon-set heart pendant on a fine chain with matching heart studs, all in rose-gold plated silver. Packed together in a gift box, it is a popular choice for Valentine’s Day, anniversaries and birthdays. The pieces can be worn together or separately.',
          },
          {
            title: 'Pearl Necklace and Earring Gift Set',
            stone: 'Freshwater pearl',
            finish: 'High polish',
            plating: 'None',
            about:
              'A single freshwater pearl pendant on a silver chain with a matching pair of pearl studs. The classic combination suits office wear, family functions and a first job. Each set is matched by hand for pearl colour and lustre.',
          },
          {
            title: 'Couple Band Rings Gift Set',
            finish: 'High polish',
            plating: 'Rhodium',
            tags: ['couple'],
            about:
              'Two matching bands, one slightly broader for him and one slimmer for her, boxed together. The plain rhodium-plated design suits engagements, anniversaries and promise rings. Mention both ring sizes when ordering so the set fits from the start.',
          },
          {
            title: 'Evil Eye Bracelet and Anklet Gift Set',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'Gold (micron)',
            tags: ['evil eye'],
            about:
              'A matching evil-eye bracelet and anklet in gold-plated silver with blue enamel charms, presented together in one box. It is a protective, cheerful gift for birthdays and new beginnings. Both pieces have extenders, so sizing is not a worry.',
          },
        ],
      },
      {
        slug: 'festive-gifts',
        name: 'Festive Gifts',
        weight: [4, 25],
        minOrder: [5, 10],
        tags: ['festive', 'gift'],
        designs: [
          {
            title: 'Silver Rakhi with Om Motif',
            finish: 'High polish',
            plating: 'None',
            tags: ['rakhi'],
            about:
              'A polished silver Om set at the centre of a rakhi on a soft silk thread. After Raksha Bandhan the silver charm can be kept or worn as a small pendant. Packed in a little gift box with roli and chawal for the ceremony.',
          },
          {
            title: 'Lakshmi Ganesh Diwali Pendant',
            finish: 'Matte',
            plating: 'Gold (micron)',
            tags: ['diwali'],
            about:
              'Goddess Lakshmi and Lord Ganesha side by side on a gold-plated pendant, with a matte finish that shows the detail clearly. Bought for Diwali and Dhanteras, both for the puja and as a lasting gift. Packed in a festive box and well suited to corporate gifting in quantity.',
          },
          {
            title: 'Bhaiya Bhabhi Rakhi Set',
            stone: 'Enamel',
            finish: 'High polish',
            plating: 'None',
            tags: ['rakhi'],
            about:
              'A pair of rakhis, one for the brother and a matching lumba for his wife, decorated with small enamel flowers on silver. Colourful and well made, it is a popular choice for Raksha Bandhan. Both come on silk threads, packed together.',
          },
          {
            title: 'Bride-to-Be Kalire Charm Set',
            finish: 'High polish',
            plating: 'None',
            tags: ['bridal'],
            about:
              'Small silver kalire charms, umbrellas, stars and tiny bells, that hang from the bride’s chooda at a Punjabi wedding. Lighter than traditional kalire, they make a keepsake she can keep long after the wedding. Supplied with clips that attach firmly to the chooda.',
          },
          {
            title: 'Lakshmi Silver Coin Pendant',
            finish: 'Matte',
            plating: 'None',
            tags: ['diwali'],
            about:
              'A round coin with Goddess Lakshmi embossed on the front, finished matte and fitted with a bail so it can be worn as a pendant or kept in the puja thali. A traditional Dhanteras purchase and a popular housewarming gift. The back is plain for engraving the year or a name.',
          },
        ],
      },
    ],
  },
];
