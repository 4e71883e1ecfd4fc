-- Cheezopedia demo content: demo accounts, cheeses, entries, pairings and newsletter subscribers.
-- Generated data, hand-written content (original to this project). Safe to run more than once:
-- every row has a fixed UUID and every insert is "on conflict do nothing", so a rerun changes nothing
-- and never overwrites edits made through the app. Runs as a direct database session (supabase db
-- reset / the local stand-in), which the role guard on profiles treats as privileged.
-- Images are root-relative paths served from public/images/.

-- ---------------------------------------------------------------- demo accounts
-- Passwords are bcrypt-hashed by pgcrypto. The on_auth_user_created trigger creates each profile with
-- role 'user' and the name from raw_user_meta_data; the admin and partner roles are set afterwards.
-- The empty-string token columns matter on hosted Supabase: GoTrue cannot read NULL there.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change, email_change_token_new,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'admin@cheezopedia.test',
   extensions.crypt('cheese-admin', extensions.gen_salt('bf')), now(), '', '', '', '',
   '{"provider":"email","providers":["email"]}', '{"name":"Ada Admin"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'partner@cheezopedia.test',
   extensions.crypt('cheese-partner', extensions.gen_salt('bf')), now(), '', '', '', '',
   '{"provider":"email","providers":["email"]}', '{"name":"Pat Partner"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'user@cheezopedia.test',
   extensions.crypt('cheese-user', extensions.gen_salt('bf')), now(), '', '', '', '',
   '{"provider":"email","providers":["email"]}', '{"name":"Uma User"}', now(), now())
on conflict do nothing;

-- One email identity per account (GoTrue signs in through it). Only for accounts that exist, in case an
-- address was already taken by another user id before the seed ran.
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select v.id, v.user_id::text, v.user_id, jsonb_build_object('sub', v.user_id::text, 'email', v.email, 'email_verified', true),
       'email', now(), now(), now()
from (values
  ('a1000000-0000-4000-8000-000000000001'::uuid, 'a0000000-0000-4000-8000-000000000001'::uuid, 'admin@cheezopedia.test'),
  ('a1000000-0000-4000-8000-000000000002'::uuid, 'a0000000-0000-4000-8000-000000000002'::uuid, 'partner@cheezopedia.test'),
  ('a1000000-0000-4000-8000-000000000003'::uuid, 'a0000000-0000-4000-8000-000000000003'::uuid, 'user@cheezopedia.test')
) as v (id, user_id, email)
where exists (select 1 from auth.users u where u.id = v.user_id)
on conflict do nothing;

-- Profiles normally come from the trigger; create any that are missing (e.g. rows inserted by an earlier
-- seed before the trigger existed), then give the demo accounts their roles.
insert into public.profiles (id, email, name)
select u.id, u.email, u.raw_user_meta_data ->> 'name'
from auth.users u
where u.id in ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003')
on conflict do nothing;

update public.profiles p
set role = v.role
from (values ('a0000000-0000-4000-8000-000000000001'::uuid, 'admin'), ('a0000000-0000-4000-8000-000000000002'::uuid, 'partner')) as v (id, role)
where p.id = v.id and p.role is distinct from v.role
  -- only promotes an account still at the default 'user' role: a role an admin set later is kept
  and p.role = 'user';

-- ---------------------------------------------------------------- cheeses (28)
-- added_by is the demo admin when that profile exists.
insert into public.cheeses (id, name, image_url, type, milk, origin_country, origin_region, ageing_period, description, created_at, added_by, updated_by)
select v.*, a.id, a.id
from (values
  ('c0000000-0000-4000-8000-000000000001'::uuid, 'Comté', '/images/cheeses/comte.svg', 'Hard', 'Cow', 'France', 'Jura Massif, Franche-Comté', '4–36 months (most sold at 12–18 months)',
   'A mountain cheese pressed into huge wheels from the raw milk of Montbéliarde cows grazing the Jura plateau. Young wheels taste of warm butter and cooked milk; older ones turn nutty, brothy and studded with crunchy crystals. No two fruitières make it quite alike, which is half the fun of tasting it.',
   now() - interval '120 days'),
  ('c0000000-0000-4000-8000-000000000002'::uuid, 'Brie de Meaux', '/images/cheeses/brie-de-meaux.svg', 'Soft', 'Cow', 'France', 'Île-de-France', '4–8 weeks',
   'The broad, thin disc that made Brie famous, made from raw cow milk east of Paris. Under its downy white rind the paste ripens from the outside in, turning glossy and supple with aromas of mushroom, cream and a hint of hazelnut. Serve it at room temperature, never straight from the fridge.',
   now() - interval '116 days'),
  ('c0000000-0000-4000-8000-000000000003'::uuid, 'Camembert de Normandie', '/images/cheeses/camembert-de-normandie.svg', 'Soft', 'Cow', 'France', 'Normandy', '3–5 weeks',
   'A small bloomy-rind round ladled by hand from raw Normandy milk and sold in its famous poplar box. It starts chalky at the centre and slumps into a rich, earthy softness with notes of cabbage, mushroom and cider-apple orchards. Perfect baked whole or torn with a crusty baguette.',
   now() - interval '112 days'),
  ('c0000000-0000-4000-8000-000000000004'::uuid, 'Roquefort', '/images/cheeses/roquefort.svg', 'Blue', 'Sheep', 'France', 'Roquefort-sur-Soulzon, Occitanie', '3–9 months',
   'Raw ewe milk cheese matured in the natural limestone caves of Combalou, where cool draughts carry Penicillium roqueforti through the wheels. The ivory paste is creamy and moist, threaded with green-blue veins that bring a tangy, peppery bite balanced by sweet lanolin richness.',
   now() - interval '108 days'),
  ('c0000000-0000-4000-8000-000000000005'::uuid, 'Parmigiano Reggiano', '/images/cheeses/parmigiano-reggiano.svg', 'Hard', 'Cow', 'Italy', 'Emilia-Romagna', '12–36 months',
   'The granular giant of Italian dairying, made only with raw milk from a defined area around Parma and Reggio Emilia. Long ageing develops savoury umami depth, pineapple-like fruitiness and crunchy tyrosine crystals. Break it into chunks with a short almond-shaped knife rather than slicing it.',
   now() - interval '104 days'),
  ('c0000000-0000-4000-8000-000000000006'::uuid, 'Manchego', '/images/cheeses/manchego.svg', 'Hard', 'Sheep', 'Spain', 'Castilla-La Mancha', '2–24 months',
   'Made from the milk of Manchega sheep on the dry plains of La Mancha and recognisable by the zigzag esparto-grass pattern on its rind. Semicurado wheels are mild and milky; curado and viejo versions grow firmer, sweeter and nuttier with a lingering peppery finish.',
   now() - interval '100 days'),
  ('c0000000-0000-4000-8000-000000000007'::uuid, 'Gorgonzola', '/images/cheeses/gorgonzola.svg', 'Blue', 'Cow', 'Italy', 'Lombardy and Piedmont', '2–4 months',
   'Lombardy’s great blue, pierced with needles so that air can feed its green veins. The young dolce style is spoonable, sweet and buttery; the longer-aged piccante is firmer, crumblier and much more assertive. It melts beautifully into risotto, polenta and cream sauces.',
   now() - interval '96 days'),
  ('c0000000-0000-4000-8000-000000000008'::uuid, 'Stilton', '/images/cheeses/stilton.svg', 'Blue', 'Cow', 'England', 'Derbyshire, Leicestershire and Nottinghamshire', '9–16 weeks',
   'England’s protected blue, made only in three counties from pasteurised milk and never pressed. Its crusty, wrinkled rind hides a crumbly cream paste with blue-green veins radiating from the centre. The flavour is mellow and minerally rather than sharp, which is why it suits port and fruit cake so well.',
   now() - interval '92 days'),
  ('c0000000-0000-4000-8000-000000000009'::uuid, 'Gouda', '/images/cheeses/gouda.svg', 'Semi-soft', 'Cow', 'Netherlands', 'South Holland', '4 weeks–6 months',
   'The Dutch classic, washed in whey during making to give a smooth, elastic paste and a sweet flavour. Young Gouda is mild and milky, while belegen (matured) wheels develop caramel and toffee notes. Its rounded shape and bright wax coat make it one of the most recognisable cheeses in the world.',
   now() - interval '88 days'),
  ('c0000000-0000-4000-8000-00000000000a'::uuid, 'Cheddar', '/images/cheeses/cheddar.svg', 'Hard', 'Cow', 'England', 'Somerset', '9–24 months',
   'Named after the Somerset village whose caves once stored it, traditional farmhouse Cheddar is bound in lard-rubbed cloth and aged on wooden shelves. The curds are stacked and turned in the “cheddaring” process, giving a dense, flaky texture. Mature wheels taste savoury and tangy with a long, brothy finish.',
   now() - interval '84 days'),
  ('c0000000-0000-4000-8000-00000000000b'::uuid, 'Gruyère', '/images/cheeses/gruyere.svg', 'Hard', 'Cow', 'Switzerland', 'Canton of Fribourg', '5–18 months',
   'A dense, eye-free Alpine cheese from the hills around the town of Gruyères, made in copper vats from raw milk. It tastes of roasted nuts and fresh hay when young and grows earthy and slightly fruity with time. It is the backbone of fondue and the reason a good croque-monsieur tastes so good.',
   now() - interval '80 days'),
  ('c0000000-0000-4000-8000-00000000000c'::uuid, 'Feta', '/images/cheeses/feta.svg', 'Soft', 'Mixed', 'Greece', 'Mainland Greece and Lesbos', 'At least 2 months in brine',
   'Greece’s brined white cheese, made from sheep milk with up to thirty per cent goat milk and matured in barrels or tins of salty whey. The best feta is moist and slightly crumbly, with a clean, lactic tang and a peppery edge. Keep it in its brine to stop it drying out.',
   now() - interval '76 days'),
  ('c0000000-0000-4000-8000-00000000000d'::uuid, 'Mozzarella di Bufala Campana', '/images/cheeses/mozzarella-di-bufala.svg', 'Fresh', 'Buffalo', 'Italy', 'Campania', 'Fresh, best within a few days',
   'Stretched-curd cheese made from the milk of water buffalo grazing the plains of Campania. The curd is worked in hot water and pinched off by hand, giving a porcelain-white ball that weeps milky whey when cut. It tastes fresh, slightly sour and richer than cow-milk mozzarella.',
   now() - interval '72 days'),
  ('c0000000-0000-4000-8000-00000000000e'::uuid, 'Halloumi', '/images/cheeses/halloumi.svg', 'Semi-soft', 'Mixed', 'Cyprus', null, 'Fresh or matured in brine for a few weeks',
   'A firm, springy brined cheese from Cyprus, traditionally made from sheep and goat milk and often mixed with cow milk. The curds are poached in hot whey, which gives halloumi its famous ability to grill or fry without melting. It squeaks between the teeth and is often folded around a little dried mint.',
   now() - interval '68 days'),
  ('c0000000-0000-4000-8000-00000000000f'::uuid, 'Pecorino Romano', '/images/cheeses/pecorino-romano.svg', 'Hard', 'Sheep', 'Italy', 'Lazio and Sardinia', '5–12 months',
   'One of the oldest cheeses in Italy, once part of the rations of Roman legionaries and today made mostly in Sardinia. Heavily salted and firm, it has a sharp, tangy and savoury flavour that makes it a grating cheese first and foremost. It is the essential ingredient in cacio e pepe and carbonara.',
   now() - interval '64 days'),
  ('c0000000-0000-4000-8000-000000000010'::uuid, 'Taleggio', '/images/cheeses/taleggio.svg', 'Semi-soft', 'Cow', 'Italy', 'Lombardy', '5–10 weeks',
   'A square washed-rind cheese named after the Val Taleggio, traditionally ripened in caves in the Lombard Alps. Its thin orange-pink rind is brushed with brine and can smell robust, but the paste beneath is soft, sweet and buttery with a gentle fruity tang. It melts superbly into polenta and risotto.',
   now() - interval '60 days'),
  ('c0000000-0000-4000-8000-000000000011'::uuid, 'Époisses', '/images/cheeses/epoisses.svg', 'Soft', 'Cow', 'France', 'Burgundy', '4–8 weeks',
   'Burgundy’s notorious washed-rind cheese, rubbed repeatedly with brine and marc de Bourgogne until the rind glows brick-orange. It is pungent on the nose but meaty, salty and sweet in the mouth, with a paste that runs when fully ripe. Serve it in its wooden box with a spoon.',
   now() - interval '56 days'),
  ('c0000000-0000-4000-8000-000000000012'::uuid, 'Valençay', '/images/cheeses/valencay.svg', 'Soft', 'Goat', 'France', 'Centre-Val de Loire', '3–5 weeks',
   'A goat cheese shaped like a pyramid with its top sliced off, dusted with charcoal ash and left to grow a fine grey-blue bloom. The bright white paste is dense and moist, with a fresh lemony tang that mellows into hazelnut as it ages. Pair it with a Loire Sauvignon Blanc.',
   now() - interval '52 days'),
  ('c0000000-0000-4000-8000-000000000013'::uuid, 'Crottin de Chavignol', '/images/cheeses/crottin-de-chavignol.svg', 'Soft', 'Goat', 'France', 'Centre-Val de Loire', '10 days–4 months',
   'A little drum of goat cheese from the village of Chavignol near Sancerre. Fresh crottins are soft, moist and citrusy; after a few weeks the rind wrinkles and mottles blue and the cheese becomes firm, nutty and more intense. Warmed crottin on toast over a green salad is a French bistro classic.',
   now() - interval '48 days'),
  ('c0000000-0000-4000-8000-000000000014'::uuid, 'Emmental', '/images/cheeses/emmental.svg', 'Hard', 'Cow', 'Switzerland', 'Emmental valley, Canton of Bern', '4–12 months',
   'The original “Swiss cheese”, famous for its cherry-sized eyes formed by carbon dioxide released by bacteria during warm-room ripening. Wheels can weigh over 90 kilograms. The flavour is mild, sweet and nutty, and its excellent melting makes it a natural partner to Gruyère in fondue.',
   now() - interval '44 days'),
  ('c0000000-0000-4000-8000-000000000015'::uuid, 'Raclette du Valais', '/images/cheeses/raclette.svg', 'Semi-soft', 'Cow', 'Switzerland', 'Canton of Valais', '3–6 months',
   'A semi-soft mountain cheese made for melting: half-wheels are held to a fire and the bubbling surface scraped onto potatoes, gherkins and pickled onions. The supple paste is creamy and aromatic with notes of milk, flowers and a gentle funk from its washed rind.',
   now() - interval '40 days'),
  ('c0000000-0000-4000-8000-000000000016'::uuid, 'Burrata', '/images/cheeses/burrata.svg', 'Fresh', 'Cow', 'Italy', 'Apulia', 'Fresh, best within 48 hours',
   'A pouch of fresh mozzarella filled with stracciatella, shreds of curd soaked in cream, first made in Apulia in the early twentieth century. Cutting it open releases a rich, milky centre. Serve it simply with ripe tomatoes, good olive oil, salt and a few basil leaves.',
   now() - interval '36 days'),
  ('c0000000-0000-4000-8000-000000000017'::uuid, 'Cabrales', '/images/cheeses/cabrales.svg', 'Blue', 'Mixed', 'Spain', 'Asturias', '2–5 months',
   'A powerful raw-milk blue from the Picos de Europa, ripened in natural mountain caves where it develops veins without any needling. Cow milk is often blended with goat and sheep milk in spring and summer. The flavour is intense, spicy and long, so a little goes a long way.',
   now() - interval '32 days'),
  ('c0000000-0000-4000-8000-000000000018'::uuid, 'American Cheese', '/images/cheeses/american-cheese.svg', 'Processed', 'Cow', 'United States', null, 'Not aged (processed)',
   'A processed cheese made by melting young cheeses such as Cheddar and Colby with emulsifying salts, then setting the mixture in blocks or individual slices. It melts smoothly without breaking or turning greasy, which is why it is the default choice for diner cheeseburgers and grilled cheese sandwiches.',
   now() - interval '28 days'),
  ('c0000000-0000-4000-8000-000000000019'::uuid, 'Ricotta Romana', '/images/cheeses/ricotta-romana.svg', 'Fresh', 'Sheep', 'Italy', 'Lazio', 'Fresh, eaten within days',
   'A protected ricotta made around Rome by reheating the whey left over from sheep milk cheesemaking until soft curds rise to the surface. It is light, fluffy and naturally sweet. Romans fold it into cannoli, pastries and pasta fillings, or simply eat it warm with honey.',
   now() - interval '24 days'),
  ('c0000000-0000-4000-8000-00000000001a'::uuid, 'Reblochon', '/images/cheeses/reblochon.svg', 'Semi-soft', 'Cow', 'France', 'Haute-Savoie', '3–8 weeks',
   'A washed-rind Savoyard cheese with a velvety, saffron-coloured rind and a soft, supple heart that smells of cellar and tastes of nuts and cream. Its name recalls the secret second milking farmers once kept from their landlords. It is the cheese that gives tartiflette its irresistible richness.',
   now() - interval '20 days'),
  ('c0000000-0000-4000-8000-00000000001b'::uuid, 'Cancoillotte', '/images/cheeses/cancoillotte.svg', 'Processed', 'Cow', 'France', 'Franche-Comté', 'Not aged (melted cheese)',
   'A runny, golden cheese spread from Franche-Comté, made by melting matured metton curd with water or milk, salt and butter. Low in fat and very smooth, it is sold in small tubs and often flavoured with garlic or wine. Locals pour it warm over boiled potatoes and Morteau sausage.',
   now() - interval '16 days'),
  ('c0000000-0000-4000-8000-00000000001c'::uuid, 'Idiazabal', '/images/cheeses/idiazabal.svg', 'Hard', 'Sheep', 'Spain', 'Basque Country and Navarre', '2–12 months',
   'A pressed cheese from the raw milk of Latxa and Carranzana sheep grazing the Basque hills. Shepherds once stored it near the hearth, which is why many wheels are lightly smoked over beech or cherry wood. It is firm and compact with a buttery, slightly piquant taste and a whiff of smoke.',
   now() - interval '12 days')
) as v (id, name, image_url, type, milk, origin_country, origin_region, ageing_period, description, created_at)
left join public.profiles a on a.id = 'a0000000-0000-4000-8000-000000000001'
on conflict do nothing;

-- ---------------------------------------------------------------- entries (13)
-- Publication dates are relative to now() so they are always in the past; exactly one draft
-- (published_at null). reading_time_minutes = ceil(words / 200) over the markdown body.
insert into public.cheezopedia_entries (
  id, slug, title, description, content, focus_keyword, image_url, image_alt, content_type,
  visible_in_feed, featured, reading_time_minutes, published_at, created_at, cheese_types,
  serving_size, preparation_time, cook_time, recipe_category, difficulty_level, ingredients, instructions, author_id, updated_by
)
select v.*, a.id, a.id
from (values
  ('e0000000-0000-4000-8000-000000000001'::uuid, 'classic-swiss-cheese-fondue', 'Classic Swiss Cheese Fondue with Gruyère and Emmental', 'A half-and-half Swiss fondue of Gruyère and Emmental: silky, nutty and made for sharing, with tips for a smooth pot and the best things to dip.',
   'Few dishes are as sociable as a pot of bubbling fondue. Everyone gathers around the same *caquelon*, spears a cube of bread and swirls it through molten cheese. This version follows the classic *moitié-moitié* ("half and half") style from western Switzerland, using equal amounts of **Gruyère** and **Emmental** for a fondue that is nutty, smooth and never stringy.

## Why these two cheeses?

Gruyère brings depth: roasted nuts, broth and a gentle tang. Emmental is milder and sweeter, and it melts into long, silky ribbons. Together they balance each other. If you can find a well-aged Gruyère (12 months or more), the flavour will be noticeably richer, but a younger cheese melts a little more easily.

## Equipment

- A heavy pot: a ceramic or enamelled cast-iron caquelon is ideal
- A burner or spirit stove to keep the pot warm at the table
- Long fondue forks, one per guest

## Tips for a smooth fondue

1. **Grate the cheese** rather than cubing it, so it melts evenly.
2. **Toss it with cornflour** before it goes in the pot. The starch stops the fat from separating.
3. **Add the cheese gradually**, a handful at a time, stirring in a figure-of-eight.
4. **Never let it boil hard.** A gentle simmer keeps the texture glossy.
5. **Add a squeeze of lemon** if the fondue starts to look grainy: the acid helps the proteins stay smooth.

## What to dip

| Dipper | Why it works |
|---|---|
| Day-old crusty bread | Holds its shape and soaks up cheese |
| Boiled new potatoes | Earthy and comforting |
| Blanched broccoli and cauliflower | Fresh crunch against the richness |
| Cornichons and pickled onions | Acidity to cut through the cheese |
| Slices of tart apple | Sweet, crisp contrast |

## Serving and etiquette

In Switzerland, whoever drops their bread in the pot traditionally buys the next round or sings a song. At the end, don''t waste the golden crust at the bottom of the pot, known as *la religieuse*: lift it out and share it. Drink the same dry white wine you cooked with, such as a Chasselas from Vaud, or a cup of black tea. Read more about the dish''s history on [Wikipedia''s fondue page](https://en.wikipedia.org/wiki/Fondue).',
   'cheese fondue', '/images/entries/classic-swiss-cheese-fondue.svg', 'A red fondue pot of melted cheese with forks holding bread cubes', 'recipe', true, true, 2,
   now() - interval '9 days 0 hours', now() - interval '11 days', array['Hard', 'Gruyère', 'Emmental']::text[],
   '4 people', '15 minutes', '15 minutes', 'Main course', 'Medium', '[{"amount":"300 g","item":"Gruyère, coarsely grated"},{"amount":"300 g","item":"Emmental, coarsely grated"},{"amount":"2 tbsp","item":"cornflour"},{"amount":"1","item":"garlic clove, halved"},{"amount":"300 ml","item":"dry white wine, such as Chasselas"},{"amount":"1 tbsp","item":"lemon juice"},{"amount":"2 tbsp","item":"kirsch (optional)"},{"amount":"1 pinch","item":"grated nutmeg"},{"amount":"1","item":"day-old baguette, cut into cubes"}]'::jsonb, '[{"step":"Prepare the cheese","description":"Toss the grated Gruyère and Emmental with the cornflour in a large bowl until every strand is coated."},{"step":"Season the pot","description":"Rub the inside of the fondue pot with the cut garlic clove, then pour in the wine and lemon juice."},{"step":"Heat the wine","description":"Warm the wine over medium heat until small bubbles rise, without letting it boil."},{"step":"Melt the cheese","description":"Add the cheese a handful at a time, stirring in a figure-of-eight until each addition has melted."},{"step":"Finish","description":"Stir in the kirsch and nutmeg, then move the pot to its burner at the table and keep it at a gentle simmer."},{"step":"Serve","description":"Dip the bread cubes with long forks, stirring the pot as you go so the fondue stays smooth."}]'::jsonb),
  ('e0000000-0000-4000-8000-000000000002'::uuid, 'baked-camembert-honey-thyme', 'Baked Camembert with Honey, Thyme and Walnuts', 'Bake a whole Camembert in its box with garlic and thyme, then finish with honey and walnuts for a molten sharing dish ready in 20 minutes.',
   'A whole baked Camembert is the easiest showstopper you will ever make. Ten minutes in a hot oven turns a firm, chalky round into a pot of molten cheese that begs for crusty bread. Honey, thyme and a few walnuts make it feel like a proper dish rather than a shortcut.

## Choose the right cheese

Look for a **Camembert de Normandie** or another bloomy-rind cheese sold in a wooden box. The box is not just packaging: it is your baking dish. Check that it is stapled rather than glued, and remove any plastic wrapping. A cheese that is near its best-before date will be riper and runnier, which is exactly what you want here.

If you cannot find Camembert, a small Brie or a young Reblochon works in the same way.

## The method at a glance

- Unwrap the cheese and put it back in the base of its box
- Score the top in a criss-cross pattern
- Push in garlic slivers and thyme sprigs
- Bake until it wobbles in the middle
- Finish with honey and toasted walnuts

## How do you know it''s ready?

Press the centre gently with a finger (carefully, it is hot). It should feel like a water balloon: soft and wobbly under a thin skin. If the middle still resists, give it three more minutes. Do not leave it too long or the rind may split and the cheese will leak onto the tray.

## What to serve with it

Baked Camembert loves contrast. Offer a mix of the following and let everyone help themselves:

1. Torn baguette or sourdough, toasted with olive oil
2. Crisp apple or pear slices
3. Cornichons or a sharp onion chutney
4. A handful of bitter salad leaves dressed with walnut oil

## Drinks

The Normandy pairing is hard to beat: a dry cider or a glass of Calvados. A crisp white wine such as an unoaked Chardonnay also works, as does a Belgian saison. For more on the cheese itself, the [Camembert de Normandie entry on Wikipedia](https://en.wikipedia.org/wiki/Camembert) gives a good history of the protected name.

## Make ahead

You can prepare the scored, studded cheese a few hours before guests arrive and keep it in the fridge. Add two minutes to the baking time if it goes into the oven cold.',
   'baked camembert', '/images/entries/baked-camembert-honey-thyme.svg', 'A whole Camembert baked in its wooden box, drizzled with honey and scattered with thyme', 'recipe', true, true, 2,
   now() - interval '23 days 5 hours', now() - interval '25 days', array['Soft', 'Camembert de Normandie']::text[],
   '2–4 people', '5 minutes', '12–15 minutes', 'Starter', 'Easy', '[{"amount":"1","item":"Camembert de Normandie in a wooden box (250 g)"},{"amount":"1","item":"garlic clove, thinly sliced"},{"amount":"4","item":"sprigs of fresh thyme"},{"amount":"2 tbsp","item":"runny honey"},{"amount":"1 handful","item":"walnuts, roughly chopped"},{"amount":"1","item":"baguette, sliced and toasted"},{"amount":"1 pinch","item":"flaky sea salt and black pepper"}]'::jsonb, '[{"step":"Heat the oven","description":"Preheat the oven to 200 °C (180 °C fan) and remove all plastic wrapping from the cheese."},{"step":"Score the top","description":"Return the cheese to the base of its box and cut a shallow criss-cross pattern into the rind."},{"step":"Flavour","description":"Push the garlic slices and small thyme sprigs into the cuts and season with pepper."},{"step":"Bake","description":"Set the box on a baking tray and bake for 12–15 minutes, until the centre wobbles when pressed."},{"step":"Finish","description":"Toast the walnuts in a dry pan, spoon them over the cheese with the honey and a pinch of salt, and serve straight away with the toasted baguette."}]'::jsonb),
  ('e0000000-0000-4000-8000-000000000003'::uuid, 'grilled-halloumi-summer-skewers', 'Grilled Halloumi Skewers with Lemon, Mint and Summer Vegetables', 'Squeaky halloumi, cherry tomatoes, courgette and red onion, grilled on skewers with a lemon and mint marinade. A fast, colourful summer barbecue dish.',
   'Halloumi is the cheese that refuses to melt. Its springy curd is poached in hot whey during making, which changes the proteins so that it browns on a grill instead of collapsing. That makes it perfect for skewers, where each cube turns golden and crisp outside and soft and squeaky inside.

## What makes a good skewer

The secret is choosing ingredients that cook in the same time as the cheese. Halloumi only needs a few minutes on each side, so pair it with vegetables that are tender enough to char quickly:

- Cherry tomatoes, which blister and burst
- Red onion wedges, separated into two-layer petals
- Courgette in thick half-moons
- Strips of red and yellow pepper

Soak wooden skewers in water for at least 30 minutes so they do not burn, or use metal ones.

## The marinade

A simple marinade of olive oil, lemon zest, garlic, dried mint and black pepper gives the skewers a Cypriot accent. Do **not** add salt: halloumi is brined and already salty enough. Brush the marinade on just before grilling rather than soaking the cheese for hours, which would make it soggy.

## Grilling tips

1. Get the grill or griddle pan properly hot before anything goes on.
2. Oil the bars, not just the food, to stop the cheese from sticking.
3. Leave the skewers alone for two or three minutes so a crust can form.
4. Turn once or twice only. Constant fiddling tears the cheese.
5. Serve immediately: halloumi turns rubbery as it cools.

## Serving ideas

Pile the skewers on warm flatbread with a spoonful of thick yoghurt, a handful of parsley and a squeeze of lemon. They also make a good addition to a mezze spread with hummus, tabbouleh and olives. In Cyprus, halloumi is often eaten with watermelon in summer: the sweet, cold fruit against the hot, salty cheese is a surprisingly good match.

## Frequently asked questions

**Can I cook these in the oven?** Yes. Use the grill setting at its highest temperature and turn the skewers halfway through.

**Is halloumi vegetarian?** It depends on the rennet. Many brands use microbial rennet, so check the label. You can read more about the cheese''s protected status on the [Wikipedia page for halloumi](https://en.wikipedia.org/wiki/Halloumi).',
   'halloumi skewers', '/images/entries/grilled-halloumi-summer-skewers.svg', 'Skewers of golden grilled halloumi, cherry tomatoes and peppers on a grill', 'recipe', true, false, 2,
   now() - interval '47 days 10 hours', now() - interval '49 days', array['Semi-soft', 'Halloumi']::text[],
   '4 people (8 skewers)', '25 minutes', '10 minutes', 'Main course', 'Easy', '[{"amount":"2 × 225 g","item":"blocks of halloumi, cut into 2 cm cubes"},{"amount":"16","item":"cherry tomatoes"},{"amount":"1","item":"courgette, cut into thick half-moons"},{"amount":"1","item":"red pepper, cut into squares"},{"amount":"1","item":"red onion, cut into wedges"},{"amount":"4 tbsp","item":"olive oil"},{"amount":"1","item":"unwaxed lemon, zest and juice"},{"amount":"1 tsp","item":"dried mint"},{"amount":"1","item":"garlic clove, crushed"},{"amount":"4","item":"flatbreads, warmed, to serve"}]'::jsonb, '[{"step":"Soak the skewers","description":"If using wooden skewers, soak them in cold water for at least 30 minutes."},{"step":"Make the marinade","description":"Whisk the olive oil, lemon zest and juice, dried mint, garlic and plenty of black pepper. Do not add salt."},{"step":"Thread","description":"Thread the halloumi and vegetables alternately onto the skewers, then brush generously with the marinade."},{"step":"Grill","description":"Cook on a very hot, oiled grill or griddle pan for 2–3 minutes per side, turning once or twice, until the cheese is golden and marked."},{"step":"Serve","description":"Serve at once on warm flatbreads with yoghurt, parsley and extra lemon."}]'::jsonb),
  ('e0000000-0000-4000-8000-000000000004'::uuid, 'savoyard-tartiflette', 'Savoyard Tartiflette with Reblochon, Potatoes and Bacon', 'The Alpine comfort classic: potatoes, smoky lardons and onions baked under a whole Reblochon until golden, bubbling and irresistible.',
   'Tartiflette is the dish that skiers dream about on the way down the mountain: potatoes, bacon lardons and onions baked under a whole **Reblochon**, rind and all, until the cheese melts into every layer. It is rich, unapologetic and perfect for a cold evening.

## A modern classic

Despite tasting ancient, tartiflette is a fairly recent invention. It was popularised in the 1980s by the Reblochon producers'' association to boost sales of the cheese, drawing on an older Savoyard dish called *péla*, cooked in a long-handled pan. Whatever its origins, it quickly became a fixture of Alpine restaurants.

## Choosing your Reblochon

A whole Reblochon weighs around 450–500 g, which is just right for a dish serving four to six. Look for one that gives slightly when pressed. The rind should be velvety and saffron-coloured, with a fine white bloom. You do not need to remove it: the rind adds an earthy, nutty depth and softens completely in the oven.

If Reblochon is unavailable, another washed-rind cheese like a young Taleggio can stand in, although the flavour will be different.

## Key steps

- **Par-boil the potatoes** in their skins so they hold their shape, then slice them thickly.
- **Brown the lardons** until crisp, then soften the onions in the rendered fat.
- **Deglaze with white wine**, ideally a Savoie wine such as Apremont or Jacquère.
- **Layer and top** with the cheese, cut in half horizontally and laid rind-side up.
- **Bake** until bubbling and golden.

## Serving suggestions

Tartiflette needs something sharp alongside it. A green salad with a mustardy vinaigrette is traditional, along with cornichons and a plate of cured ham. Serve the same white wine you used for cooking, or a light red such as Mondeuse.

## Variations

1. Swap the lardons for smoked mushrooms for a vegetarian version.
2. Add a spoonful of crème fraîche between the layers for extra richness.
3. Scatter a little fresh thyme over the top before baking.

## Why is it so filling?

Potatoes, pork fat, cream and a whole cheese make for a dense dish, so keep portions modest and the sides fresh. The [Reblochon article on Wikipedia](https://en.wikipedia.org/wiki/Reblochon) has more on the cheese and its region.',
   'tartiflette', '/images/entries/savoyard-tartiflette.svg', 'A baking dish of tartiflette with a golden, bubbling crust of melted Reblochon', 'recipe', true, false, 2,
   now() - interval '68 days 4 hours', now() - interval '70 days', array['Semi-soft', 'Reblochon']::text[],
   '4–6 people', '30 minutes', '40 minutes', 'Main course', 'Medium', '[{"amount":"1 kg","item":"waxy potatoes, such as Charlotte"},{"amount":"1","item":"whole Reblochon (about 450 g)"},{"amount":"200 g","item":"smoked bacon lardons"},{"amount":"2","item":"onions, thinly sliced"},{"amount":"150 ml","item":"dry Savoie white wine"},{"amount":"100 ml","item":"crème fraîche"},{"amount":"1","item":"garlic clove, halved"},{"amount":"1 knob","item":"butter"},{"amount":"to taste","item":"black pepper"}]'::jsonb, '[{"step":"Cook the potatoes","description":"Boil the potatoes in their skins for 15–20 minutes until just tender, then drain, peel and slice about 1 cm thick."},{"step":"Brown the lardons","description":"Fry the lardons in a large pan until crisp, then add the onions and cook gently for 10 minutes until soft and golden."},{"step":"Deglaze","description":"Pour in the wine and let it bubble for two minutes, scraping the pan."},{"step":"Layer","description":"Rub a baking dish with the garlic and butter. Layer the potatoes with the onion and bacon mixture and dot with crème fraîche."},{"step":"Add the cheese","description":"Cut the Reblochon in half horizontally and lay both halves on top, rind side up."},{"step":"Bake","description":"Bake at 200 °C (180 °C fan) for 20–25 minutes until the cheese has melted and browned. Rest for five minutes before serving."}]'::jsonb),
  ('e0000000-0000-4000-8000-000000000005'::uuid, 'how-cheese-is-made', 'How Cheese Is Made: From Fresh Milk to Aged Wheel', 'From milk and cultures to rennet, curd, whey and the ageing cellar: the seven steps that turn fresh milk into every cheese you love.',
   'Every cheese in the world, from a spoonable fresh ricotta to a two-year-old Parmigiano Reggiano, begins with the same humble ingredient: milk. What happens next decides whether you end up with a soft, bloomy round or a rock-hard grating wheel. Here is the journey, step by step.

## 1. Choosing and preparing the milk

Cheesemakers use cow, goat, sheep or buffalo milk, and sometimes a blend. The animal''s breed, its diet and even the season change the fat and protein in the milk, and therefore the cheese. The milk may be used raw or pasteurised, then warmed to the temperature the recipe calls for.

## 2. Acidifying with cultures

Starter cultures, which are friendly lactic acid bacteria, are added to turn some of the milk sugar (lactose) into lactic acid. This acidity sets the pace for everything that follows and begins to build flavour.

## 3. Coagulating with rennet

Next comes **rennet**, an enzyme that makes the milk proteins (casein) knit together into a soft gel called the curd. Traditional rennet comes from calves'' stomachs, but microbial and plant-based coagulants are widely used today.

## 4. Cutting the curd

The gel is cut with wire harps or blades. Small pieces release more whey and make a drier, harder cheese; large pieces hold moisture and make a softer one.

- Pea-sized curd: hard cheeses such as Comté and Gruyère
- Walnut-sized curd: semi-soft cheeses like Gouda
- Barely cut, ladled curd: soft cheeses such as Camembert

## 5. Cooking, draining and moulding

For hard Alpine cheeses, the curds are heated ("cooked") while stirring to expel even more whey. The curds are then drained, packed into moulds and often pressed.

## 6. Salting

Salt is rubbed onto the surface, mixed into the curds or absorbed from a brine bath. It seasons the cheese, controls moisture and keeps unwanted microbes at bay.

## 7. Ageing (affinage)

Finally, the young cheese goes into a cellar or cave where an *affineur* turns, brushes or washes it. Over weeks or years, enzymes break down fats and proteins into hundreds of flavour compounds. This is where most of the magic happens.

## Want to know more?

The [Wikipedia article on cheesemaking](https://en.wikipedia.org/wiki/Cheesemaking) goes deeper into the chemistry. Better still, visit a local dairy: many offer tours where you can watch the curd being cut.',
   'how cheese is made', '/images/entries/how-cheese-is-made.svg', 'A milk churn beside a wheel of cheese', 'article', true, true, 2,
   now() - interval '15 days 9 hours', now() - interval '17 days', array['Hard', 'Soft', 'Fresh']::text[],
   null, null, null, null, null, '[]'::jsonb, '[]'::jsonb),
  ('e0000000-0000-4000-8000-000000000006'::uuid, 'cheese-types-explained', 'The Six Cheese Types Explained: From Fresh to Blue', 'Fresh, soft, semi-soft, hard, blue and processed: what each cheese family tastes like, how it is made and how to serve it.',
   'Cheese counters can feel overwhelming, but most cheeses fall into a handful of families. Knowing them helps you guess how a cheese will taste, how to serve it and what to drink with it. In the Cheezopedia catalogue we use six types.

## At a glance

| Type | Texture | Typical ageing | Examples |
|---|---|---|---|
| Fresh | Moist, spoonable or stretchy | Days | Mozzarella, Burrata, Ricotta |
| Soft | Creamy, often with a bloomy or washed rind | Weeks | Brie, Camembert, Époisses |
| Semi-soft | Supple and sliceable | Weeks to months | Gouda, Taleggio, Reblochon |
| Hard | Firm, dense, sometimes crystalline | Months to years | Comté, Cheddar, Parmigiano Reggiano |
| Blue | Veined with blue-green mould | Months | Roquefort, Stilton, Gorgonzola |
| Processed | Smooth, uniform, melts easily | Not aged | American cheese, Cancoillotte |

## Fresh cheeses

Fresh cheeses are not aged at all. They taste of clean milk with a light acidity and should be eaten within days. Treat them like dairy rather than a cheese-board centrepiece: pair them with tomatoes, fruit, herbs and olive oil.

## Soft cheeses

Soft cheeses ripen from the outside in. A **bloomy rind** of white mould gives mushroomy notes; a **washed rind**, scrubbed with brine or alcohol, grows orange bacteria with a stronger aroma. Take them out of the fridge an hour before serving.

## Semi-soft cheeses

This broad middle group slices cleanly and melts beautifully. Many are washed-rind mountain cheeses or washed-curd cheeses such as Gouda. They are crowd-pleasers and great for cooking.

## Hard cheeses

Hard cheeses lose most of their moisture through cutting, cooking and pressing, then age for months or years. Expect concentrated, nutty and savoury flavours, and sometimes crunchy crystals of amino acids.

## Blue cheeses

Blue cheeses are inoculated with *Penicillium roqueforti* or a similar mould and pierced with needles so air can reach the interior. The result is salty, tangy and spicy. Sweet partners such as honey, pears and dessert wines tame their intensity.

## Processed cheeses

Processed cheeses are made by melting one or more natural cheeses with emulsifying salts. They are designed for consistency, long shelf life and a perfect melt.

## Where does a cheese belong?

The lines blur: a young Manchego is semi-soft, an old one is hard. When you are unsure, ask three questions:

- How much moisture does it hold?
- How long has it been aged?
- What kind of rind or mould does it have, if any?

Use these families as a starting point, not a rulebook. For a more technical classification, see the [Wikipedia list of cheese types](https://en.wikipedia.org/wiki/Types_of_cheese).',
   'cheese types', '/images/entries/cheese-types-explained.svg', 'Six small cheeses of different shapes arranged in a grid', 'article', true, false, 2,
   now() - interval '33 days 3 hours', now() - interval '35 days', array['Fresh', 'Soft', 'Semi-soft', 'Hard', 'Blue', 'Processed']::text[],
   null, null, null, null, null, '[]'::jsonb, '[]'::jsonb),
  ('e0000000-0000-4000-8000-000000000007'::uuid, 'how-to-store-cheese', 'How to Store Cheese at Home So It Tastes Its Best', 'Wrapping, temperatures, keeping times and what to do about mould: practical advice for keeping cheese fresh and full of flavour at home.',
   'You have brought home a beautiful piece of cheese. Now what? Cheese is a living food: it keeps ripening, breathing and losing moisture after it leaves the shop. Store it well and it will taste as good on day ten as on day one. Store it badly and it will sweat, crack or go mouldy in the wrong places.

## The golden rules

- **Let it breathe, but not dry out.** Cheese needs a little air exchange and a little humidity.
- **Keep it cool, not cold.** The ideal is 8–12 °C. The vegetable drawer of your fridge is usually the best spot.
- **Separate strong and mild cheeses** so that a pungent washed rind does not perfume your fresh goat cheese.
- **Serve at room temperature.** Take cheese out 30–60 minutes before eating so its aromas can wake up.

## What to wrap it in

Cling film is the usual culprit behind tired cheese. It traps moisture against the surface and can give a plasticky taste. Better options:

1. **Cheese paper**, a two-layer paper with a waxed inner side, made for the job.
2. **Baking paper**, loosely folded, then placed in a loose plastic bag or lidded box.
3. **Beeswax wraps**, which work well for hard cheeses.

Fresh cheeses like mozzarella, feta and halloumi are different: keep them in their brine or whey in a sealed container.

## How long does cheese keep?

| Type | Typical keeping time once cut |
|---|---|
| Fresh (ricotta, burrata) | 2–5 days |
| Soft (brie, camembert) | 1–2 weeks |
| Semi-soft (gouda, taleggio) | 2–3 weeks |
| Hard (comté, parmesan) | 3–6 weeks |
| Blue (stilton, roquefort) | 3–4 weeks |

## What about mould?

A little surface mould on a hard cheese is not a disaster: cut away about one centimetre around and below it and enjoy the rest. Soft and fresh cheeses with unexpected mould should be thrown away, because it can spread through the moist paste. Blue cheese veins are, of course, supposed to be there.

## Can you freeze cheese?

You can, but the texture suffers. Frozen hard cheese turns crumbly, which is fine for grating into sauces. Avoid freezing soft cheeses altogether. The UK''s [Food Standards Agency](https://www.food.gov.uk/) has general advice on storing dairy safely.',
   'store cheese', '/images/entries/how-to-store-cheese.svg', 'A wedge of cheese wrapped in paper on a fridge shelf', 'article', true, false, 2,
   now() - interval '54 days 8 hours', now() - interval '56 days', array['Hard', 'Soft', 'Blue']::text[],
   null, null, null, null, null, '[]'::jsonb, '[]'::jsonb),
  ('e0000000-0000-4000-8000-000000000008'::uuid, 'what-pdo-means-for-cheese', 'What PDO Means for Cheese and Why the Seal Matters', 'Protected Designation of Origin explained: what the seal on Comté, Manchego or Feta promises, and how PDO differs from PGI.',
   'Look closely at a wheel of Comté, a wedge of Manchego or a pot of Feta and you may spot a small red-and-yellow seal. It means the cheese is a **Protected Designation of Origin** (PDO). Behind that little logo sits a detailed rulebook, centuries of tradition and a good deal of legal muscle.

## What is a PDO?

A PDO is a name protected by European Union law. To use it, a cheese must be produced, processed and prepared in a defined geographical area, following a written specification. The idea is simple: the character of the cheese comes from its place, so only that place may use the name. You can search every registered name in the EU''s [eAmbrosia register](https://ec.europa.eu/agriculture/eambrosia/).

## What the rules cover

Each specification is different, but they typically set out:

- The **area** where the milk is produced and the cheese made
- The **breed** of animal and sometimes what it eats
- Whether the milk must be **raw** or may be pasteurised
- The **size and shape** of the cheese
- The **minimum ageing** period

For example, Comté must be made from the raw milk of Montbéliarde or French Simmental cows fed on grass and hay, never silage, and aged for at least four months.

## PDO versus PGI

There is a second, looser label: **Protected Geographical Indication** (PGI). A PGI product needs only one stage of production in the named area. Gouda Holland is a PGI, for instance, while Parmigiano Reggiano is a PDO.

| Label | What must happen in the area |
|---|---|
| PDO | Every step: milk, making and ageing |
| PGI | At least one step |

## Why it matters to you

For shoppers, the seal is a promise of a certain style and standard. It does not guarantee that every wheel is delicious, but it does mean the cheese was made in a particular way, in a particular place. It also protects small producers from cheaper imitations that borrow a famous name.

## Is it always a good thing?

Critics argue that strict rules can freeze traditions and make innovation difficult. Supporters reply that the rules are revised from time to time and that without them many regional cheeses would have disappeared. Either way, next time you buy Roquefort, check for the seal and think about the caves it came from.',
   'PDO cheese', '/images/entries/what-pdo-means-for-cheese.svg', 'A cheese wheel next to a red and gold protected origin seal', 'article', false, false, 2,
   now() - interval '82 days 2 hours', now() - interval '84 days', array['Comté', 'Roquefort', 'Manchego', 'Feta']::text[],
   null, null, null, null, null, '[]'::jsonb, '[]'::jsonb),
  ('e0000000-0000-4000-8000-000000000009'::uuid, 'raw-milk-cheese-guide', 'A Cheese Lover’s Guide to Raw-Milk Cheese', 'What raw-milk cheese is, why cheesemakers use it, how safe it is and how to buy it wisely. A balanced, practical guide.',
   'Raw-milk cheese stirs strong feelings. For some cheese lovers it is the only way to taste a cheese''s true character; for others it raises food-safety worries. This guide explains what raw milk means, why cheesemakers use it and how to enjoy it sensibly.

## What is raw-milk cheese?

Raw-milk cheese is made from milk that has not been pasteurised, which means it has not been heated to 72 °C for 15 seconds (or an equivalent treatment). Some cheesemakers gently warm their milk below pasteurisation temperatures, a process known as **thermisation**, which sits between the two.

## Why do cheesemakers choose raw milk?

- **Flavour.** Raw milk carries the natural bacteria of the farm and the pasture, which add complexity as the cheese ages.
- **Tradition.** Many protected cheeses, including Comté, Roquefort and Parmigiano Reggiano, must be made from raw milk.
- **Terroir.** The seasons and the animals'' diet show up more clearly in a raw-milk cheese.

## Is it safe?

Hard, long-aged raw-milk cheeses have an excellent safety record: low moisture, high salt and acidity make life very hard for harmful bacteria. Soft, young raw-milk cheeses carry more risk. Health authorities generally advise pregnant people, young children, the elderly and anyone with a weakened immune system to avoid them.

| Cheese style | Relative risk | Why |
|---|---|---|
| Hard, aged over 6 months | Low | Dry, salty, acidic |
| Semi-soft | Moderate | More moisture |
| Soft and young | Higher | Moist, less acidic |

## How to buy it

1. Buy from a cheesemonger who knows their producers.
2. Check the label: raw-milk cheeses must say so in most countries.
3. Keep soft cheeses cold and eat them within a few days of cutting.

## Frequently asked questions

**Does raw milk make a cheese better?** Not automatically. Skill in the dairy and the cellar matters just as much.

**Can I find raw-milk cheese outside Europe?** Yes, though rules differ. In the United States, raw-milk cheese must be aged at least 60 days.

The [Oldways Cheese Coalition](https://oldwayspt.org/) campaigns for traditional cheese and offers more background.',
   'raw milk cheese', '/images/entries/raw-milk-cheese-guide.svg', 'A glass bottle of milk beside a wedge of hard cheese', 'article', true, false, 2,
   null::timestamptz, now() - interval '4 days', array['Hard', 'Soft']::text[],
   null, null, null, null, null, '[]'::jsonb, '[]'::jsonb),
  ('e0000000-0000-4000-8000-00000000000a'::uuid, 'wine-and-cheese-pairing-basics', 'Wine and Cheese Pairing Basics: Four Simple Principles', 'Match intensity, mind acidity, pair sweet with salty and go regional: four principles and a chart for pairing wine with any cheese.',
   'Wine and cheese are old friends, but not every bottle suits every cheese. A big tannic red can make a delicate goat cheese taste metallic, while the right match makes both taste better than they do alone. These principles will help you pair with confidence.

## Principle 1: match intensity

Pair delicate with delicate and bold with bold. A young, fresh cheese is overwhelmed by a heavy red; a two-year-old Comté can stand up to something with more body.

## Principle 2: think about acidity

Acidic wines cut through rich, creamy cheeses and refresh the palate. That is why crisp whites and sparkling wines work so well with soft and bloomy cheeses.

## Principle 3: sweet loves salty

Salty cheeses, especially blues, shine next to sweet wines. The classic example is **Roquefort with Sauternes**, where honeyed sweetness softens the mould''s bite.

## Principle 4: what grows together goes together

Regional pairings rarely fail. Cheeses and wines from the same place have evolved side by side at the same table.

- Crottin de Chavignol with Sancerre
- Comté with Vin Jaune from the Jura
- Manchego with Tempranillo from La Mancha or Rioja
- Parmigiano Reggiano with Lambrusco

## A quick pairing chart

| Cheese type | Try | Avoid |
|---|---|---|
| Fresh (mozzarella, ricotta) | Light, crisp whites; rosé | Heavy oaked reds |
| Soft bloomy (brie, camembert) | Champagne, Chardonnay, Pinot Noir | Very tannic reds |
| Washed rind (époisses, taleggio) | Aromatic whites, Burgundy | Delicate whites |
| Hard (comté, cheddar) | Aged whites, medium reds | Very sweet wines |
| Blue (roquefort, stilton) | Sauternes, port, late harvest | Light, dry whites |

## Tannins: handle with care

Tannin, the drying grip in red wine, clashes with many cheeses. Soft, creamy cheeses coat the palate and can make tannic reds taste bitter. If you love red wine, reach for lower-tannin grapes such as Pinot Noir or Gamay, or pair bigger reds with hard, aged cheeses whose crystals and fat can tame them.

## Should you serve red or white?

Surprisingly often, white. Many sommeliers argue that white wine is the more versatile cheese partner because of its acidity and lack of tannin. Try a blind comparison at your next cheese night.

## Build a tasting flight

Serve three cheeses and three wines, moving from mild to strong, and taste every combination. Take notes: the point is to discover what *you* like. For a deeper dive, [Wine Folly''s guide](https://winefolly.com/) has excellent illustrated charts.',
   'wine and cheese pairing', '/images/entries/wine-and-cheese-pairing-basics.svg', 'A glass of red and a glass of white wine beside a wedge of cheese', 'pairing_guide', true, true, 2,
   now() - interval '5 days 1 hours', now() - interval '7 days', array['Hard', 'Soft', 'Blue']::text[],
   null, null, null, null, null, '[]'::jsonb, '[]'::jsonb),
  ('e0000000-0000-4000-8000-00000000000b'::uuid, 'beer-and-cheese-pairing', 'Beer and Cheese Pairing: Why Brewers and Cheesemakers Agree', 'Carbonation, malt and hops make beer a brilliant cheese partner. Classic style-by-style matches and how to host a beer and cheese tasting.',
   'Many cheesemongers will quietly tell you that beer is an even better partner for cheese than wine. Both are farmhouse products made by fermentation, both span an enormous range of flavours, and the bubbles in beer scrub the palate clean between bites. Here is how to get started.

## Why beer works so well

- **Carbonation** lifts fat off the tongue, so rich cheeses feel lighter.
- **Malt sweetness** echoes the caramel and nutty notes of aged cheeses.
- **Hop bitterness** cuts through salt and richness.
- **Roasted flavours** in dark beers mirror the savoury depth of long-aged cheese.

## Classic combinations

| Beer style | Cheese | Why it works |
|---|---|---|
| Pilsner | Young Gouda, mozzarella | Clean and crisp with mild, milky cheese |
| Saison | Goat cheese, Camembert | Peppery, dry and lively against creaminess |
| India Pale Ale | Aged Cheddar | Hops stand up to tangy, savoury cheese |
| Belgian Tripel | Washed-rind cheeses | Fruity and strong enough for funky rinds |
| Stout | Stilton, Cabrales | Roasted malt and sweetness tame the blue |
| Wheat beer | Feta, fresh cheeses | Citrus and spice lift salty, fresh flavours |

## Start with the bridge

Look for a flavour the beer and cheese share and build on it. A nutty brown ale and a nutty Gruyère meet in the middle. A smoky rauchbier from Bamberg echoes the smoke of an Idiazabal. Once you find a bridge, the rest of the pairing tends to fall into place.

## Contrast can work too

Sometimes opposites attract. The sharp bitterness of an IPA against a sweet, creamy Brie can be thrilling, and a tart fruit beer such as a Belgian kriek brightens a heavy blue cheese the way a cherry compote would.

## How to run a beer and cheese tasting

1. Pick four or five beers, from light to dark.
2. Choose one cheese for each, plus a wild card.
3. Serve the beers slightly cooler than cellar temperature, around 8–12 °C.
4. Take a sip of beer, then a bite of cheese, then beer again.
5. Note which combinations surprise you.

## Don''t forget the monks

Trappist monasteries in Belgium have made both beer and cheese for centuries, and many abbey cheeses are washed in the same beer they brew. It is hard to think of a better argument for the pairing. The [Cicerone Certification Program](https://www.cicerone.org/) offers more reading on beer and food.',
   'beer and cheese', '/images/entries/beer-and-cheese-pairing.svg', 'A glass of amber beer with a foamy head next to a clothbound cheddar', 'pairing_guide', true, false, 2,
   now() - interval '40 days 6 hours', now() - interval '42 days', array['Hard', 'Semi-soft', 'Blue']::text[],
   null, null, null, null, null, '[]'::jsonb, '[]'::jsonb),
  ('e0000000-0000-4000-8000-00000000000c'::uuid, 'blue-cheese-pairings', 'Blue Cheese Pairings: Honey, Pears, Port and Beyond', 'Soften blue cheese’s bold edges with sweetness: the best fruits, honeys, wines and beers for Roquefort, Stilton, Gorgonzola and Cabrales.',
   'Blue cheese is the loudest voice on any cheese board: salty, tangy, spicy and sometimes almost metallic. That intensity scares some people off, but it also makes blue cheese one of the most rewarding cheeses to pair. The trick is to soften its edges with sweetness and richness rather than fight it.

## Know your blues

Not all blues behave the same way.

- **Gorgonzola dolce** is soft, sweet and creamy: the gentlest place to start.
- **Stilton** is crumbly and mellow with a mineral, earthy finish.
- **Roquefort** is made from sheep milk and is rich, salty and sharp.
- **Cabrales** is ripened in Asturian caves and is the most powerful of the lot.

The stronger the blue, the sweeter and bolder its partner can be.

## Sweet partners

Sugar and salt are a natural match. Try these with any blue:

1. A drizzle of honey, especially chestnut or heather honey
2. Ripe pears, figs or dates
3. Membrillo (quince paste) or fig jam
4. Dark chocolate, for the adventurous

## Drinks that work

| Blue cheese | Drink | Notes |
|---|---|---|
| Roquefort | Sauternes | The benchmark pairing: honey and salt |
| Stilton | Tawny or vintage port | A British Christmas tradition |
| Gorgonzola | Moscato d''Asti or Recioto | Light sweetness for a creamy blue |
| Cabrales | Pedro Ximénez sherry or cider | Big sweetness for a big cheese |
| Any blue | Imperial stout | Roasted, sweet and full-bodied |

## Cooking with blue cheese

A little blue goes a long way in the kitchen. Crumble it over a salad of bitter leaves, walnuts and pear; melt Gorgonzola into a cream sauce for gnocchi; or stir Stilton into a broccoli soup. Blue cheese also makes a superb steak butter when mashed with softened butter and chives.

## What to avoid

Light, dry white wines tend to taste thin and sour next to blue cheese, and tannic reds can turn bitter. Delicate fresh cheeses on the same plate may taste of nothing after a bite of blue, so serve it last.

## Where to learn more

The [Stilton Cheese Makers'' Association](https://www.stiltoncheese.co.uk/) explains how England''s protected blue is made, and the Roquefort producers'' history of the Combalou caves is well worth reading.',
   'blue cheese pairings', '/images/entries/blue-cheese-pairings.svg', 'A wedge of blue cheese with a jar of honey and a ripe pear', 'pairing_guide', true, false, 2,
   now() - interval '61 days 0 hours', now() - interval '63 days', array['Blue', 'Roquefort', 'Stilton', 'Gorgonzola']::text[],
   null, null, null, null, null, '[]'::jsonb, '[]'::jsonb),
  ('e0000000-0000-4000-8000-00000000000d'::uuid, 'build-the-perfect-cheese-board', 'How to Build the Perfect Cheese Board for Any Occasion', 'How many cheeses, how much per person, what to serve alongside and how to arrange it: a simple plan for a generous, balanced cheese board.',
   'A cheese board is the easiest way to feed a crowd and the best way to explore cheese. With a little planning, you can put together a board that looks generous, tastes balanced and takes about twenty minutes to prepare.

## How many cheeses?

Three to five cheeses is the sweet spot. Fewer feels sparse; more and the flavours blur together. Plan on roughly **30 g of each cheese per person** if the board is a starter, or 100–150 g in total per person if it is the main event.

## Choose for contrast

The best boards mix textures, milks and intensities. A simple formula is to pick one cheese from each of these groups:

- **Something soft:** Brie de Meaux or Camembert
- **Something firm:** Comté, Manchego or an aged Gouda
- **Something blue:** Stilton or Gorgonzola
- **Something different:** a goat cheese like Valençay, or a washed rind like Taleggio

Try to include at least two different milks, such as cow and goat or cow and sheep.

## Accompaniments

| Category | Ideas |
|---|---|
| Bread and crackers | Baguette, oatcakes, seeded crackers |
| Fresh fruit | Grapes, apple and pear slices, figs |
| Dried fruit and nuts | Apricots, dates, walnuts, Marcona almonds |
| Sweet | Honey, quince paste, fig jam |
| Savoury | Olives, cornichons, chutney |

## Arranging the board

1. Place the cheeses first, spaced apart, each with its own knife.
2. Cut a few slices or wedges from each to invite people in.
3. Fill the gaps with fruit and crackers.
4. Put jams and honey in small bowls to stop them spreading.
5. Add a few herbs or edible flowers for colour.

## Serve in order

Label the cheeses and suggest tasting them from mildest to strongest, finishing with the blue. That way the delicate flavours are not drowned out.

## Temperature matters

Take the cheeses out of the fridge 45 minutes to an hour before serving. Cold cheese tastes muted and its texture is waxy; at room temperature the aromas open up and soft cheeses turn silky.

## Drinks

If in doubt, serve a dry sparkling wine, which pairs with almost every cheese, plus a red such as Pinot Noir and a bottle of tawny port for the blue. Our wine and beer pairing guides have more specific ideas. For presentation inspiration, the [Cheese Society](https://www.thecheesesociety.co.uk/) has photos of boards built by professional cheesemongers.',
   'cheese board', '/images/entries/build-the-perfect-cheese-board.svg', 'A wooden board with several cheeses, grapes and crackers', 'pairing_guide', true, false, 2,
   now() - interval '96 days 5 hours', now() - interval '98 days', array['Soft', 'Hard', 'Blue', 'Semi-soft']::text[],
   null, null, null, null, null, '[]'::jsonb, '[]'::jsonb)
) as v (id, slug, title, description, content, focus_keyword, image_url, image_alt, content_type,
        visible_in_feed, featured, reading_time_minutes, published_at, created_at, cheese_types,
        serving_size, preparation_time, cook_time, recipe_category, difficulty_level, ingredients, instructions)
left join public.profiles a on a.id = 'a0000000-0000-4000-8000-000000000001'
on conflict do nothing;

-- ---------------------------------------------------------------- pairings (25)
-- Only for cheeses that still exist (an admin may have deleted one before a rerun).
insert into public.pairings (id, cheese_id, pairing_type, pairing_name, description, rating, created_at)
select v.id, v.cheese_id, v.pairing_type, v.pairing_name, v.description, v.rating, v.created_at
from (values
  ('b0000000-0000-4000-8000-000000000001'::uuid, 'c0000000-0000-4000-8000-000000000001'::uuid, 'Wine', 'Vin Jaune', 'The Jura’s nutty, oxidative “yellow wine” echoes the walnut and brothy notes of a well-aged Comté.', 5, now() - interval '90 days'),
  ('b0000000-0000-4000-8000-000000000002'::uuid, 'c0000000-0000-4000-8000-000000000001'::uuid, 'Nut', 'Toasted walnuts', 'Lightly toasted walnuts bring out the roasted, hazelnut side of the cheese.', 4, now() - interval '87 days'),
  ('b0000000-0000-4000-8000-000000000003'::uuid, 'c0000000-0000-4000-8000-000000000004'::uuid, 'Wine', 'Sauternes', 'The textbook sweet-and-salty match: honeyed botrytis wine softens Roquefort’s peppery bite.', 5, now() - interval '84 days'),
  ('b0000000-0000-4000-8000-000000000004'::uuid, 'c0000000-0000-4000-8000-000000000004'::uuid, 'Fruit', 'Ripe pear', 'Juicy, floral pear cools the salt and tang of the blue.', 4, now() - interval '81 days'),
  ('b0000000-0000-4000-8000-000000000005'::uuid, 'c0000000-0000-4000-8000-000000000005'::uuid, 'Condiment', 'Aged balsamic vinegar of Modena', 'A few drops of thick, aged balsamic highlight the cheese’s fruity, savoury depth.', 5, now() - interval '78 days'),
  ('b0000000-0000-4000-8000-000000000006'::uuid, 'c0000000-0000-4000-8000-000000000005'::uuid, 'Wine', 'Lambrusco', 'Sparkling, fruity and slightly bitter, the Emilian red scrubs the palate between crumbly chunks.', 4, now() - interval '75 days'),
  ('b0000000-0000-4000-8000-000000000007'::uuid, 'c0000000-0000-4000-8000-000000000006'::uuid, 'Condiment', 'Membrillo (quince paste)', 'Sweet, floral quince paste is the Spanish tapas-bar partner for firm sheep cheese.', 5, now() - interval '72 days'),
  ('b0000000-0000-4000-8000-000000000008'::uuid, 'c0000000-0000-4000-8000-000000000006'::uuid, 'Wine', 'Rioja Crianza', 'Soft oak and red fruit suit the nutty sweetness of a curado Manchego.', 4, now() - interval '69 days'),
  ('b0000000-0000-4000-8000-000000000009'::uuid, 'c0000000-0000-4000-8000-000000000008'::uuid, 'Wine', 'Tawny port', 'A British Christmas classic: nutty, caramel port wraps around the mellow blue.', 5, now() - interval '66 days'),
  ('b0000000-0000-4000-8000-00000000000a'::uuid, 'c0000000-0000-4000-8000-000000000008'::uuid, 'Bread', 'Oatcakes', 'Crumbly, lightly salted oatcakes carry Stilton without competing with it.', 4, now() - interval '63 days'),
  ('b0000000-0000-4000-8000-00000000000b'::uuid, 'c0000000-0000-4000-8000-000000000007'::uuid, 'Condiment', 'Chestnut honey', 'Slightly bitter chestnut honey is a natural match for creamy Gorgonzola dolce.', 5, now() - interval '60 days'),
  ('b0000000-0000-4000-8000-00000000000c'::uuid, 'c0000000-0000-4000-8000-00000000000a'::uuid, 'Beer', 'English IPA', 'Bitter hops and biscuity malt stand up to a tangy, savoury mature Cheddar.', 4, now() - interval '57 days'),
  ('b0000000-0000-4000-8000-00000000000d'::uuid, 'c0000000-0000-4000-8000-00000000000a'::uuid, 'Fruit', 'Crisp apple', 'A cold, crisp apple slice refreshes the palate after rich, flaky Cheddar.', 4, now() - interval '54 days'),
  ('b0000000-0000-4000-8000-00000000000e'::uuid, 'c0000000-0000-4000-8000-000000000002'::uuid, 'Wine', 'Champagne', 'Fine bubbles and bright acidity cut through the creamy paste and bloomy rind.', 5, now() - interval '51 days'),
  ('b0000000-0000-4000-8000-00000000000f'::uuid, 'c0000000-0000-4000-8000-000000000002'::uuid, 'Bread', 'Fresh baguette', 'A crackly crust and soft crumb is all a ripe Brie really needs.', 4, now() - interval '48 days'),
  ('b0000000-0000-4000-8000-000000000010'::uuid, 'c0000000-0000-4000-8000-000000000013'::uuid, 'Wine', 'Sancerre', 'The local Sauvignon Blanc’s citrus and chalk mirror the goat cheese’s fresh tang.', 5, now() - interval '45 days'),
  ('b0000000-0000-4000-8000-000000000011'::uuid, 'c0000000-0000-4000-8000-000000000016'::uuid, 'Fruit', 'Heirloom tomatoes', 'Sweet, acidic summer tomatoes with olive oil and salt balance the creamy centre.', 5, now() - interval '42 days'),
  ('b0000000-0000-4000-8000-000000000012'::uuid, 'c0000000-0000-4000-8000-00000000000b'::uuid, 'Beer', 'Brown ale', 'Nutty, toffee-ish malt meets Gruyère’s roasted-nut character halfway.', 4, now() - interval '39 days'),
  ('b0000000-0000-4000-8000-000000000013'::uuid, 'c0000000-0000-4000-8000-000000000011'::uuid, 'Wine', 'Red Burgundy', 'A supple Pinot Noir from the Côte de Nuits is the regional partner for this pungent cheese.', 4, now() - interval '36 days'),
  ('b0000000-0000-4000-8000-000000000014'::uuid, 'c0000000-0000-4000-8000-00000000000e'::uuid, 'Fruit', 'Watermelon', 'Cold, sweet watermelon against hot, salty grilled halloumi is a Cypriot summer favourite.', 4, now() - interval '33 days'),
  ('b0000000-0000-4000-8000-000000000015'::uuid, 'c0000000-0000-4000-8000-00000000000c'::uuid, 'Condiment', 'Kalamata olives', 'Briny, fruity olives and feta make the backbone of a Greek salad.', 4, now() - interval '30 days'),
  ('b0000000-0000-4000-8000-000000000016'::uuid, 'c0000000-0000-4000-8000-000000000017'::uuid, 'Cider', 'Asturian cider', 'Tart, funky sidra poured from a height cuts through this powerful cave-ripened blue.', 4, now() - interval '27 days'),
  ('b0000000-0000-4000-8000-000000000017'::uuid, 'c0000000-0000-4000-8000-000000000009'::uuid, 'Beer', 'Dunkel', 'A malty dark lager picks up the caramel notes of a belegen Gouda.', 3, now() - interval '24 days'),
  ('b0000000-0000-4000-8000-000000000018'::uuid, 'c0000000-0000-4000-8000-000000000018'::uuid, 'Bread', 'Brioche burger bun', 'Soft, slightly sweet brioche and a perfect melt: the diner cheeseburger formula.', 3, now() - interval '21 days'),
  ('b0000000-0000-4000-8000-000000000019'::uuid, 'c0000000-0000-4000-8000-00000000001c'::uuid, 'Wine', 'Txakoli', 'The Basque Country’s spritzy, lemony white lifts the smoky, buttery sheep cheese.', 4, now() - interval '18 days')
) as v (id, cheese_id, pairing_type, pairing_name, description, rating, created_at)
where exists (select 1 from public.cheeses c where c.id = v.cheese_id)
on conflict do nothing;

-- ---------------------------------------------------------------- newsletter subscribers (5)
insert into public.newsletter_subscribers (id, email, source, is_active, created_at) values
  ('d0000000-0000-4000-8000-000000000001', 'marie.dupont@example.com', 'website', true, now() - interval '40 days'),
  ('d0000000-0000-4000-8000-000000000002', 'tom.baker@example.org', 'website', true, now() - interval '31 days'),
  ('d0000000-0000-4000-8000-000000000003', 'sofia.rossi@example.net', 'website', true, now() - interval '18 days'),
  ('d0000000-0000-4000-8000-000000000004', 'liam.oconnor@example.com', 'website', false, now() - interval '12 days'),
  ('d0000000-0000-4000-8000-000000000005', 'hana.kobayashi@example.org', 'website', true, now() - interval '3 days')
on conflict do nothing;

-- ---------------------------------------------------------------- search index
-- The demo content's lexicon words (and any long body) are indexed in steps by the search-indexer
-- scheduled function; a fresh project need not wait a minute for typo correction: all steps now.
select private.search_index_drain();
