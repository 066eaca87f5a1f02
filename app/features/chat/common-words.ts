/**
 * Everyday words of visitors' questions. They are never read as a misspelt city or tier ("settle" is
 * not Seattle) and carry no weight in content search.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any anyone anything are arent around as ask at be because been before
being below between both but by can cant cannot could couldnt did didnt do does doesnt doing dont down during each else
even ever every few for from further get gets getting give go goes going gone got had hadnt has hasnt have havent having he
her here hers herself him himself his how hows i id if ill im in into is isnt it its itself ive just know let lets like me
might more most much must my myself need needs no nor not now of off on once one only or other our ours ourselves out over
own please same shall she should so some such tell than thank thanks that thats the their theirs them themselves then there
theres these they theyre this those through to too u ur under until up us very want wants was wasnt we were what whats when
whens where wheres which while who whos whom why will with would wouldnt yes yet you your youre yours yourself yourselves
hi hello hey ok okay yeah yep nope thx ty pls plz info information question questions help wondering wonder looking hoping
thinking interested anyone something someone people person guys folks day days time times week weekend month year years
next last first still really actually maybe probably around near far away there here back come came coming make made take
took see seen say said think thought well good great best better nice fine sure way ways thing things lot lots kind sort
price prices cost costs date dates event events ticket tickets class classes dance dancer dancers dancing program programs
city cities town place where when while settle bone boon book books done none alone long much many same name names
pay paying paid payment payments plan plans whole entire
ones hmm hmmm hm um umm uh uhh oh ah ahh lol haha omg btw fyi idk anyway anyways honestly basically literally`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that carry no meaning for search (the common words minus the ones that name a topic). */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(
  [...COMMON_WORDS].filter(
    (w) => !["price", "prices", "cost", "costs", "date", "dates", "ticket", "tickets", "class", "classes", "time", "times", "weekend", "program", "programs", "long", "back", "first", "people", "names", "name", "get", "gets", "getting", "come", "coming", "make", "take", "pay", "paying", "paid", "payment", "payments", "plan", "plans"].includes(w),
  ),
);

/** Words every page of the site uses: a passage that shares only these with a question does not answer it. */
export const SITE_WORDS: ReadonlySet<string> = new Set([
  "class", "dance", "dancer", "event", "ticket", "people", "city", "time", "program", "first", "name",
  "come", "get", "happen", "need", "know", "make", "take", "want", "use", "like", "good", "back", "long",
]);

/**
 * Everyday nouns and adjectives that follow "in", "at", "for the" or come before "event" in visitors'
 * questions ("in cash", "at home", "the summer intensive"): never read as the name of a place we don't visit.
 * The site's own words are added from its content when the knowledge is prepared.
 */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  `boy boys girl girls son sons daughter daughters kid kids child children mom moms mum dad dads mother father parent parents
family families friend friends sister sisters brother brothers sibling siblings teacher teachers coach coaches team teams
student students group groups beginner beginners adult adults teen teens teenager teenagers toddler toddlers baby babies
husband wife partner grandma grandpa grandparents daughters sons niece nephew cousin cousins studio studios dancers
morning mornings afternoon afternoons evening evenings night nights noon midnight today tonight tomorrow yesterday weekday
weekdays summer winter autumn season seasons holiday holidays christmas easter thanksgiving halloween vacation spring fall
special unique standout
cash card cards credit debit installment installments instalment instalments paypal venmo zelle applepay check cheque
dollars dollar usd cad gbp euro euros pounds total advance full half person public private general particular addition
english spanish french language languages sign
heels jeans sneakers socks shoes tights leotard leotards costume costumes uniform hair makeup jewelry jewellery
home house school schools work office venue venues room rooms hall gym lobby building downtown area areas town towns
country countries state states province provinces region regions nearby line queue lot lots garage car cars bus train
plane airport flight hotel hotels motel motels lodging airbnb food lunch lunches snack snacks water dinner breakfast meal meals
drink drinks coffee wifi internet bathroom bathrooms restroom restrooms toilet toilets shower showers locker lockers
parking camera cameras phone phones photo photos picture pictures video videos recording recordings record
front back middle end beginning start order detail details mind case general future past present past
usa us america american americans canadian canadians british european europeans international local regional national
coast east west north south midwest northeast southeast southwest northwest central upstate downstate overseas abroad
online virtual zoom live person inperson hybrid
jazz hiphop hip hop ballet contemporary tap lyrical street funk theater theatre commercial acro modern musical
bird birds early late soon later asap earlier
spot spots seat seats space spaces place places row rows
same different another other others either neither both any all none few several many much
mean means meant sure yes no maybe please thanks thank lol haha omg btw fyi idk`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that say who a question is about or where ('my daughter', 'the studio'), not what it asks:
 * they neither raise an intent of their own nor make a question about something else ours.
 */
export const CONTEXT_WORDS: ReadonlySet<string> = new Set(
  `boy boys girl girls son sons daughter daughters kid kids child children mom moms mum dad dads mother father parent parents
family families friend friends sister sisters brother brothers sibling siblings student students dancer dancers studio studios`.split(/\s+/),
);
