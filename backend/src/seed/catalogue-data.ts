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
}

export interface SubcategorySpec {
  slug: string;
  name: string;
  /** Typical weight range of one piece (or pair) in grams. */
  weight: [number, number];
  size?: string;
  minOrder: readonly number[];
  tags: string[];
  /** Opening sentences; `{title}` is replaced with the design's title in lower case. */
  blurbs: string[];
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
    description:
      'Stackable bands, statement cocktail rings, adjustable open rings and traditional toe rings in 925 hallmarked silver.',
    subcategories: [
      {
        slug: 'band-rings',
        name: 'Stackable & Band Rings',
        weight: [2.2, 5.5],
        size: 'Indian sizes 8–20',
        minOrder: [6, 10],
        tags: ['stackable', 'daily wear', 'minimal'],
        blurbs: [
          'The {title} is a slim everyday band that stacks neatly with two or three others.',
          'A best-selling {title}, finished by hand and comfortable enough to wear all day.',
          'Our {title} is the easy add-on sale at the counter: light, versatile and unisex.',
        ],
        designs: [
          { title: 'Twisted Rope Stackable Band', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Hammered Texture Band Ring', finish: 'Hammered', plating: 'None' },
          { title: 'Zircon Half-Eternity Band', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Beaded Dot Stacking Ring', finish: 'High polish', plating: 'None' },
          { title: 'Criss-Cross Band Ring', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Brushed Comfort-Fit Band', finish: 'Brushed', plating: 'None', tags: ['unisex'] },
          { title: 'Chevron V Stacking Ring', finish: 'High polish', plating: 'Gold (micron)' },
        ],
      },
      {
        slug: 'cocktail-rings',
        name: 'Cocktail Rings',
        weight: [5.5, 12],
        size: 'Indian sizes 10–18',
        minOrder: [3, 5],
        tags: ['statement', 'party wear'],
        blurbs: [
          'The {title} is a statement piece made to be noticed at weddings and evening events.',
          'Bold and generously sized, the {title} photographs beautifully for your shop window.',
          'A crowd favourite, the {title} pairs traditional craft with a modern silhouette.',
        ],
        designs: [
          { title: 'Oxidised Peacock Cocktail Ring', finish: 'Oxidised', plating: 'None', tags: ['ethnic'] },
          { title: 'Emerald-Green Zircon Halo Ring', stone: 'Green cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Turquoise Dome Cocktail Ring', stone: 'Turquoise', finish: 'Oxidised', plating: 'None', tags: ['boho'] },
          { title: 'Kundan Floral Cocktail Ring', stone: 'Kundan glass', finish: 'High polish', plating: 'Gold (micron)', tags: ['bridal'] },
          { title: 'Rose Quartz Oval Statement Ring', stone: 'Rose quartz', finish: 'High polish', plating: 'Rose gold' },
          { title: 'Sapphire-Blue Cluster Ring', stone: 'Blue cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Amethyst Solitaire Cocktail Ring', stone: 'Amethyst', finish: 'High polish', plating: 'None' },
        ],
      },
      {
        slug: 'adjustable-rings',
        name: 'Adjustable Rings',
        weight: [2.5, 6],
        size: 'Adjustable (fits sizes 10–16)',
        minOrder: [6, 10],
        tags: ['adjustable', 'gift'],
        blurbs: [
          'The open-back {title} adjusts to most sizes, so you stock one piece instead of nine.',
          'No size chart needed: the {title} opens gently to fit and keeps its shape.',
        ],
        designs: [
          { title: 'Lotus Bloom Adjustable Ring', finish: 'Oxidised', plating: 'None' },
          { title: 'Butterfly Wing Open Ring', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Evil Eye Adjustable Ring', stone: 'Enamel', finish: 'High polish', plating: 'Gold (micron)', tags: ['evil eye'] },
          { title: 'Moon and Star Open Ring', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Leaf Wrap Adjustable Ring', finish: 'Matte', plating: 'None' },
        ],
      },
      {
        slug: 'toe-rings',
        name: 'Toe Rings (Bichhiya)',
        weight: [3, 8],
        size: 'Adjustable, sold as a pair',
        minOrder: [5, 10],
        tags: ['bichhiya', 'bridal', 'traditional'],
        blurbs: [
          'A pair of {title}, made in the traditional style brides and married women wear every day.',
          'The {title} come as a pair with a soft adjustable shank that does not pinch.',
        ],
        designs: [
          { title: 'Classic Spiral Toe Rings (Pair)', finish: 'High polish', plating: 'None' },
          { title: 'Oxidised Leaf Toe Rings (Pair)', finish: 'Oxidised', plating: 'None' },
          { title: 'Meenakari Flower Toe Rings (Pair)', stone: 'Enamel', finish: 'High polish', plating: 'None' },
          { title: 'Ghungroo Bell Toe Rings (Pair)', finish: 'Oxidised', plating: 'None' },
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
        blurbs: [
          'The {title} sit close to the ear and suit school, office and every day in between.',
          'Small, secure and hypoallergenic, the {title} come with silver push-back closures.',
        ],
        designs: [
          { title: 'Solitaire Zircon Stud Earrings', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Tiny Heart Stud Earrings', finish: 'High polish', plating: 'Rose gold', tags: ['gift'] },
          { title: 'Pearl Button Stud Earrings', stone: 'Freshwater pearl', finish: 'High polish', plating: 'None' },
          { title: 'Oxidised Sunflower Studs', finish: 'Oxidised', plating: 'None', tags: ['ethnic'] },
          { title: 'Star Cluster Stud Earrings', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Gold (micron)' },
          { title: 'Geometric Hexagon Studs', finish: 'Matte', plating: 'None', tags: ['minimal'] },
          { title: 'Evil Eye Stud Earrings', stone: 'Enamel', finish: 'High polish', plating: 'Gold (micron)', tags: ['evil eye'] },
        ],
      },
      {
        slug: 'hoops-huggies',
        name: 'Hoops & Huggies',
        weight: [2.5, 7],
        minOrder: [5, 6],
        tags: ['hoops', 'trending'],
        blurbs: [
          'The {title} have a smooth hinged click-top closure that holds firmly and opens easily.',
          'Light for their size, the {title} are a staple every jewellery counter needs in stock.',
        ],
        designs: [
          { title: 'Classic Round Hoop Earrings (20 mm)', finish: 'High polish', plating: 'None' },
          { title: 'Zircon Pave Huggie Earrings', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Twisted Hoop Earrings', finish: 'High polish', plating: 'Gold (micron)' },
          { title: 'Chunky Dome Hoops', finish: 'High polish', plating: 'None' },
          { title: 'Huggies with Charm Drop', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rose gold' },
        ],
      },
      {
        slug: 'jhumkas',
        name: 'Jhumkas',
        weight: [6, 18],
        minOrder: [3, 5],
        tags: ['jhumka', 'ethnic', 'festive'],
        blurbs: [
          'The {title} carry the swing and sound of the classic jhumka, in solid sterling silver.',
          'Made for festivals and weddings, the {title} pair equally well with sarees and kurtas.',
          'Every bell of the {title} is shaped and oxidised by hand in our partner workshops.',
        ],
        designs: [
          { title: 'Oxidised Temple Jhumkas', finish: 'Oxidised', plating: 'None', tags: ['temple'] },
          { title: 'Pearl Drop Jhumkas', stone: 'Freshwater pearl', finish: 'Oxidised', plating: 'None' },
          { title: 'Peacock Meenakari Jhumkas', stone: 'Enamel', finish: 'Oxidised', plating: 'None' },
          { title: 'Gold-Plated Chandbali Jhumkas', stone: 'Kundan glass', finish: 'High polish', plating: 'Gold (micron)', tags: ['bridal'] },
          { title: 'Mini Bell Jhumkas', finish: 'Oxidised', plating: 'None' },
          { title: 'Ruby-Red Stone Jhumkas', stone: 'Red cubic zirconia', finish: 'Oxidised', plating: 'None' },
        ],
      },
      {
        slug: 'drop-earrings',
        name: 'Drops & Danglers',
        weight: [3, 9],
        minOrder: [5, 6],
        tags: ['danglers', 'party wear'],
        blurbs: [
          'The {title} move with every turn of the head and catch the light beautifully.',
          'Long enough to be noticed and light enough to forget you are wearing them: the {title}.',
        ],
        designs: [
          { title: 'Teardrop Zircon Dangler Earrings', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Leaf Cascade Drop Earrings', finish: 'Matte', plating: 'None' },
          { title: 'Onyx Bar Drop Earrings', stone: 'Black onyx', finish: 'High polish', plating: 'None' },
          { title: 'Tassel Chain Danglers', finish: 'High polish', plating: 'Gold (micron)' },
          { title: 'Moonstone Crescent Drops', stone: 'Moonstone', finish: 'High polish', plating: 'None' },
          { title: 'Ruby-Red Chandelier Earrings', stone: 'Red cubic zirconia', finish: 'Oxidised', plating: 'None', tags: ['festive'] },
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
        blurbs: [
          'The {title} is imported from Italy, machine-made to an even gauge with a secure lobster clasp.',
          'Our {title} holds a pendant or looks complete on its own; every link is soldered.',
          'A dependable repeat order, the {title} is stocked in three lengths.',
        ],
        designs: [
          { title: 'Italian Box Chain', finish: 'High polish', plating: 'Rhodium', tags: ['imported'] },
          { title: 'Italian Rope Chain', finish: 'High polish', plating: 'None', tags: ['imported'] },
          { title: 'Figaro Link Chain', finish: 'High polish', plating: 'None' },
          { title: 'Snake Chain (1.2 mm)', finish: 'High polish', plating: 'Rhodium', tags: ['imported'] },
          { title: 'Curb Link Chain for Men', finish: 'High polish', plating: 'None', tags: ['men'] },
          { title: 'Singapore Twist Chain', finish: 'High polish', plating: 'Gold (micron)', tags: ['imported'] },
          { title: 'Ball Bead Chain', finish: 'High polish', plating: 'None' },
        ],
      },
      {
        slug: 'chokers',
        name: 'Chokers',
        weight: [18, 60],
        size: 'Adjustable with dori / extender',
        minOrder: [1, 2],
        tags: ['choker', 'festive', 'bridal'],
        blurbs: [
          'The {title} sits high on the neck and brings instant occasion to a simple outfit.',
          'Finished with an adjustable dori, the {title} fits every neckline comfortably.',
        ],
        designs: [
          { title: 'Oxidised Coin Choker Necklace', finish: 'Oxidised', plating: 'None', tags: ['ethnic'] },
          { title: 'Kundan Bridal Choker', stone: 'Kundan glass', finish: 'High polish', plating: 'Gold (micron)' },
          { title: 'Tribal Hasli Choker', finish: 'Oxidised', plating: 'None', tags: ['tribal'] },
          { title: 'Pearl Strand Choker', stone: 'Freshwater pearl', finish: 'High polish', plating: 'None' },
          { title: 'Emerald-Green Temple Choker', stone: 'Green cubic zirconia', finish: 'Oxidised', plating: 'Gold (micron)', tags: ['temple'] },
        ],
      },
      {
        slug: 'layered-necklaces',
        name: 'Layered Necklaces',
        weight: [8, 22],
        size: '16 in + 18 in layers',
        minOrder: [2, 3],
        tags: ['layered', 'trending'],
        blurbs: [
          'The {title} arrives pre-layered, so it never tangles in the box or on the neck.',
          'Two delicate strands in one clasp: the {title} is an easy gift and an easy sale.',
        ],
        designs: [
          { title: 'Double-Layer Coin Necklace', finish: 'High polish', plating: 'Gold (micron)' },
          { title: 'Layered Star and Moon Necklace', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Triple-Strand Satellite Necklace', finish: 'High polish', plating: 'None' },
          { title: 'Layered Evil Eye Necklace', stone: 'Enamel', finish: 'High polish', plating: 'Gold (micron)', tags: ['evil eye'] },
          { title: 'Paperclip and Pearl Layered Necklace', stone: 'Freshwater pearl', finish: 'High polish', plating: 'None' },
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
        blurbs: [
          'The {title} are sold as a pair and finished smooth inside so they slide on easily.',
          'Solid, not hollow: the {title} keep their shape through years of daily wear.',
        ],
        designs: [
          { title: 'Plain Polished Bangles (Pair)', finish: 'High polish', plating: 'None' },
          { title: 'Oxidised Floral Bangles (Pair)', finish: 'Oxidised', plating: 'None', tags: ['ethnic'] },
          { title: 'Zircon-Studded Bangles (Pair)', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Twisted Wire Bangles (Pair)', finish: 'High polish', plating: 'Gold (micron)' },
          { title: 'Hammered Cuff Bangle', finish: 'Hammered', plating: 'None' },
          { title: 'Enamel Paisley Bangles (Pair)', stone: 'Enamel', finish: 'High polish', plating: 'None' },
          { title: 'Ghungroo Kangan Bangles (Pair)', finish: 'Oxidised', plating: 'None', tags: ['festive'] },
        ],
      },
      {
        slug: 'kadas',
        name: 'Kadas',
        weight: [25, 80],
        size: '2.4 / 2.6 / 2.8 / 2.10',
        minOrder: [1, 2],
        tags: ['kada', 'men'],
        blurbs: [
          'The {title} is heavy, solid and finished with rounded edges for comfortable wear.',
          'A classic gift for men, the {title} is hallmarked and sized to the Indian scale.',
        ],
        designs: [
          { title: 'Classic Round Kada for Men', finish: 'High polish', plating: 'None' },
          { title: 'Sikh Khanda Engraved Kada', finish: 'Matte', plating: 'None' },
          { title: 'Rudraksha Kada', stone: 'Rudraksha bead', finish: 'Oxidised', plating: 'None', tags: ['spiritual'] },
          { title: 'Braided Cable Kada', finish: 'Oxidised', plating: 'None' },
          { title: 'Square-Edge Matte Kada', finish: 'Matte', plating: 'None' },
        ],
      },
      {
        slug: 'bracelets',
        name: 'Charm & Link Bracelets',
        weight: [5, 18],
        size: '6.5 in + 1 in extender',
        minOrder: [3, 5],
        tags: ['bracelet', 'gift'],
        blurbs: [
          'The {title} closes with a secure lobster clasp and has an extender for a relaxed fit.',
          'Delicate but strong, the {title} is a popular birthday and friendship gift.',
        ],
        designs: [
          { title: 'Heart Charm Link Bracelet', finish: 'High polish', plating: 'Rose gold' },
          { title: 'Tennis Bracelet with Zircons', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Evil Eye Chain Bracelet', stone: 'Enamel', finish: 'High polish', plating: 'Gold (micron)', tags: ['evil eye'] },
          { title: 'Figaro Link Bracelet for Men', finish: 'High polish', plating: 'None', tags: ['men'] },
          { title: 'Infinity Charm Bracelet', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Turkish Evil-Eye Bead Bracelet', stone: 'Glass bead', finish: 'High polish', plating: 'None', tags: ['imported'] },
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
        blurbs: [
          'The {title} is finely detailed on the front and smooth on the back, with a wide bail.',
          'A meaningful gift for pujas and new beginnings, the {title} is hallmarked 925.',
        ],
        designs: [
          { title: 'Om Pendant', finish: 'High polish', plating: 'None' },
          { title: 'Ganesha Pendant', finish: 'Oxidised', plating: 'None' },
          { title: 'Trishul Pendant', finish: 'Oxidised', plating: 'None' },
          { title: 'Khanda Pendant', finish: 'High polish', plating: 'None' },
          { title: 'Cross Pendant with Zircons', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Allah Calligraphy Pendant', finish: 'High polish', plating: 'None' },
          { title: 'Hanuman Gada Pendant', finish: 'Oxidised', plating: 'None' },
        ],
      },
      {
        slug: 'initial-pendants',
        name: 'Initial Pendants',
        weight: [1.5, 4],
        minOrder: [10],
        tags: ['initial', 'personalised', 'gift'],
        blurbs: [
          'The {title} is part of a full A–Z set, so customers always find their letter.',
          'Clean lettering and a polished finish make the {title} a reliable gifting bestseller.',
        ],
        designs: [
          { title: 'Script Initial Letter Pendant', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Block Initial Pendant with Zircon', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Gold (micron)' },
          { title: 'Initial Coin Disc Pendant', finish: 'Matte', plating: 'None' },
          { title: 'Heart Locket Initial Pendant', finish: 'High polish', plating: 'Rose gold' },
        ],
      },
      {
        slug: 'gemstone-pendants',
        name: 'Gemstone Pendants',
        weight: [2.5, 7],
        minOrder: [3, 5],
        tags: ['gemstone', 'colour'],
        blurbs: [
          'The {title} sets a natural stone in a sturdy silver bezel that protects its edges.',
          'Each {title} is slightly different: the stones are natural and hand-selected for colour.',
        ],
        designs: [
          { title: 'Amethyst Drop Pendant', stone: 'Amethyst', finish: 'High polish', plating: 'None' },
          { title: 'Blue Topaz Oval Pendant', stone: 'Blue topaz', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Garnet Halo Pendant', stone: 'Garnet', finish: 'High polish', plating: 'None' },
          { title: 'Moonstone Teardrop Pendant', stone: 'Moonstone', finish: 'High polish', plating: 'None' },
          { title: 'Citrine Cushion Pendant', stone: 'Citrine', finish: 'High polish', plating: 'Gold (micron)' },
          { title: 'Peridot Marquise Pendant', stone: 'Peridot', finish: 'High polish', plating: 'None' },
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
        blurbs: [
          'The {title} are a full traditional pair with a screw-lock clasp that stays shut.',
          'Heavy, flexible and beautifully finished, the {title} are a wedding-season essential.',
        ],
        designs: [
          { title: 'Rajasthani Heavy Payal (Pair)', finish: 'Oxidised', plating: 'None' },
          { title: 'Bridal Jhalar Payal (Pair)', finish: 'High polish', plating: 'None', tags: ['bridal'] },
          { title: 'Meenakari Flower Payal (Pair)', stone: 'Enamel', finish: 'High polish', plating: 'None' },
          { title: 'Kundan Drop Payal (Pair)', stone: 'Kundan glass', finish: 'High polish', plating: 'Gold (micron)' },
          { title: 'Broad Band Payal (Pair)', finish: 'Matte', plating: 'None' },
        ],
      },
      {
        slug: 'ghungroo-anklets',
        name: 'Ghungroo Anklets',
        weight: [18, 45],
        size: '10 in / 10.5 in (pair)',
        minOrder: [2, 3],
        tags: ['ghungroo', 'festive'],
        blurbs: [
          'Every step rings softly with the {title}: the bells are crimped so none come loose.',
          'The {title} bring the familiar ghungroo sound to a lighter, everyday design.',
        ],
        designs: [
          { title: 'Single-Line Ghungroo Anklets (Pair)', finish: 'High polish', plating: 'None' },
          { title: 'Double-Line Ghungroo Anklets (Pair)', finish: 'Oxidised', plating: 'None' },
          { title: 'Leaf Charm Ghungroo Anklets (Pair)', finish: 'High polish', plating: 'None' },
          { title: 'Beaded Ghungroo Anklets (Pair)', stone: 'Glass bead', finish: 'High polish', plating: 'None' },
        ],
      },
      {
        slug: 'chain-anklets',
        name: 'Chain Anklets',
        weight: [6, 16],
        size: '9.5 in + 1 in extender (pair)',
        minOrder: [3, 5],
        tags: ['minimal', 'daily wear'],
        blurbs: [
          'The {title} are light enough for daily wear and come with an extender for easy fitting.',
          'A modern take on the payal, the {title} suit jeans and dresses as much as ethnic wear.',
        ],
        designs: [
          { title: 'Box Chain Anklets (Pair)', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Heart Charm Chain Anklets (Pair)', finish: 'High polish', plating: 'Rose gold' },
          { title: 'Evil Eye Chain Anklets (Pair)', stone: 'Enamel', finish: 'High polish', plating: 'None', tags: ['evil eye'] },
          { title: 'Zircon Station Anklets (Pair)', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rhodium' },
          { title: 'Black Bead Nazar Anklets (Pair)', stone: 'Black bead', finish: 'High polish', plating: 'None' },
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
        blurbs: [
          'The {title} has rounded edges and a secure closure, made with little ones in mind.',
          'A traditional welcome gift, the {title} is light, smooth and hallmarked 925.',
        ],
        designs: [
          { title: 'Baby Nazariya Bracelet', stone: 'Black bead', finish: 'High polish', plating: 'None', tags: ['nazariya'] },
          { title: 'Newborn Kada Set (Pair)', finish: 'High polish', plating: 'None' },
          { title: 'Kids Teddy Bear Pendant', finish: 'High polish', plating: 'None' },
          { title: 'Kids Butterfly Stud Earrings', stone: 'Enamel', finish: 'High polish', plating: 'None' },
          { title: 'Baby Ghungroo Payal (Pair)', finish: 'High polish', plating: 'None' },
          { title: 'Kids Name Initial Bracelet', finish: 'High polish', plating: 'None', tags: ['personalised'] },
        ],
      },
      {
        slug: 'gift-sets',
        name: 'Gift Sets',
        weight: [8, 30],
        minOrder: [2, 3],
        tags: ['gift set', 'gift'],
        blurbs: [
          'The {title} comes boxed and ready to gift, with a matching set of pieces.',
          'Curated for easy gifting, the {title} saves your customer the hard choices.',
        ],
        designs: [
          { title: 'Heart Pendant and Stud Gift Set', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rose gold' },
          { title: 'Pearl Necklace and Earring Gift Set', stone: 'Freshwater pearl', finish: 'High polish', plating: 'None' },
          { title: 'Couple Band Rings Gift Set', finish: 'High polish', plating: 'Rhodium', tags: ['couple'] },
          { title: 'Evil Eye Bracelet and Anklet Gift Set', stone: 'Enamel', finish: 'High polish', plating: 'Gold (micron)', tags: ['evil eye'] },
        ],
      },
      {
        slug: 'festive-gifts',
        name: 'Festive Gifts',
        weight: [4, 25],
        minOrder: [5, 10],
        tags: ['festive', 'gift'],
        blurbs: [
          'The {title} is a festive favourite, ordered in volume ahead of every season.',
          'Priced for corporate and family gifting, the {title} ships in a ready gift box.',
        ],
        designs: [
          { title: 'Silver Rakhi with Om Motif', finish: 'High polish', plating: 'None', tags: ['rakhi'] },
          { title: 'Lakshmi Ganesh Diwali Pendant', finish: 'Matte', plating: 'Gold (micron)', tags: ['diwali'] },
          { title: 'Bhaiya Bhabhi Rakhi Set', stone: 'Enamel', finish: 'High polish', plating: 'None', tags: ['rakhi'] },
          { title: 'Bride-to-Be Kalire Charm Set', finish: 'High polish', plating: 'None', tags: ['bridal'] },
          { title: 'Lakshmi Silver Coin Pendant', finish: 'Matte', plating: 'None', tags: ['diwali'] },
        ],
      },
    ],
  },
];
