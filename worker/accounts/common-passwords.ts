/**
 * The common-password check (docs/architecture.md, account rules), shipped with the project (no network lookup).
 *
 * Passwords under 12 characters are refused by length already, so a raw top-N list would be
 * mostly dead weight. What people actually choose at 12+ characters is a common word or short
 * password stretched with digits and symbols ("password1234!", "iloveyou2024"), a repeated unit
 * ("passwordpassword", "abcabcabcabc"), or a keyboard / number run ("1q2w3e4r5t6y",
 * "123456789012"). So the check is: a compact list of common bases (the most frequent entries of
 * the public breach top lists, de-duplicated and lower-cased), the same bases after undoing
 * leetspeak and stripping digit/symbol padding, repeated units, runs, and the account's own email
 * or name.
 */

const COMMON_BASES = `
123456 123456789 12345678 12345 1234567 1234567890 123123 111111 000000 654321 666666 121212
112233 123321 159753 147258 987654321 7777777 1111111 888888 555555 999999 101010 123654
password passw0rd p4ssword passwort motdepasse contrasena senha parola wachtwoord haslo
qwerty qwertyuiop qwertz azerty asdfgh asdfghjkl zxcvbn zxcvbnm qazwsx qweasd qweasdzxc
1qaz2wsx 1q2w3e4r 1q2w3e 1q2w3e4r5t zaq12wsx zaq1zaq1 qwe123 asd123 abc123 abcd1234 abcdef
iloveyou iloveu loveme lovely loveyou love mylove ihateyou
admin administrator root toor user guest test tester testing demo default changeme letmein
welcome welcome1 hello hellokitty hi secret secure security access master login logmein
passport password1 pass pass1234 mypassword yourpassword nopassword newpassword oldpassword
monkey dragon shadow sunshine princess football baseball basketball soccer hockey superman
batman spiderman ironman starwars pokemon naruto minecraft fortnite roblox zelda mario
michael jennifer jordan jordan23 michelle daniel charlie thomas andrew joshua matthew jessica
ashley amanda nicole hannah jasmine justin robert william george anthony david maria
trustno1 whatever freedom flower flowers cookie cheese chocolate banana orange apple pepper
ginger summer winter autumn spring computer internet samsung iphone google facebook yahoo
killer hunter ranger tiger lion eagle falcon phoenix wolf bear mustang ferrari porsche
mercedes corvette harley yamaha chelsea liverpool arsenal barcelona realmadrid juventus
matrix merlin wizard magic angel angels heaven blessed jesus jesus1 christ god godisgood
family friends forever lovers sweetheart sweetie honey babygirl baby princess1 prince
queen king kingdom diamond silver golden gold money dollar cash rich lucky lucky7 happy
smile peace hope faith grace dream dreams beautiful pretty cutie sexy hottie
qwerty123 qwerty1 password123 admin123 root123 test123 user123 abc12345 letmein1
america usa canada london paris berlin newyork chicago texas florida california
soccer1 football1 baseball1 monkey1 dragon1 shadow1 master1 sunshine1 princess12
starwars1 pokemon1 superman1 batman1 iloveyou1 iloveyou2 trustno1 whatever1
aaaaaa abcabc abcdefg abcdefgh abcdefghij abcdefghijkl qwertyu qwertyui zxcvbnm1
computer1 internet1 samsung1 michael1 jennifer1 charlie1 jordan1 hunter1 killer1
linkedin twitter instagram tiktok youtube netflix spotify amazon microsoft windows apple123
soulcode skool calendar instructor teacher student school college university
`;

const COMMON_FULL = `
123456789012 1234567890123 12345678901234 123456789123 1234567891011 123456123456
111111111111 000000000000 222222222222 999999999999 121212121212 123123123123
qwertyuiop12 qwertyuiop123 qwertyuiopasdf qwertyuiopasdfghjkl asdfghjkl123 zxcvbnm12345
1q2w3e4r5t6y 1q2w3e4r5t6y7u 1qaz2wsx3edc 1qaz2wsx3edc4rfv zaq12wsxcde3 zaq1xsw2cde3
qazwsxedcrfv qwerasdfzxcv 1234qwerasdf 1234qwerasdfzxcv q1w2e3r4t5y6 a1b2c3d4e5f6
passwordpassword password1234 password12345 password123456 password123! password1234!
iloveyou1234 iloveyou12345 iloveyouiloveyou letmein12345 welcome12345 welcome123456
changeme1234 changeme12345 administrator administrator1 administrator123 trustno1trustno1
football1234 baseball1234 superman1234 princess1234 sunshine1234 monkey123456 dragon123456
qwerty123456 qwerty1234567 abc123456789 abcd12345678 abcdefgh1234 letmeinletmein
correcthorsebatterystaple thequickbrownfox
thequickbrownfoxjumpsoverthelazydog iamthebest123 youcantguessit mypassword123
`;

const bases = new Set(COMMON_BASES.split(/\s+/).filter(Boolean));
// Entries are compared after spaces are removed, so "correct horse battery staple" matches too.
const fulls = new Set(COMMON_FULL.split(/\s+/).filter(Boolean));

/** Number of distinct entries shipped (bases and full passwords). */
export const COMMON_PASSWORD_COUNT = bases.size + fulls.size;

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i" };

const PADDING = /^[\d\W_]+|[\d\W_]+$/g;

function unleet(text: string): string {
  return text.replace(/[013457@$!]/g, (ch) => LEET[ch] ?? ch);
}

/** "abcabcabcabc", "passwordpassword", "!!!!!!!!!!!!": a short unit repeated. */
function isRepetition(text: string): boolean {
  for (let unit = 1; unit <= text.length / 2; unit++) {
    if (text.length % unit !== 0) continue;
    if (text.slice(0, unit).repeat(text.length / unit) === text) return true;
  }
  return false;
}

/** Ascending or descending runs of characters, e.g. "123456789012" or "abcdefghijkl". */
function isRun(text: string): boolean {
  if (text.length < 4) return false;
  let up = true;
  let down = true;
  for (let i = 1; i < text.length; i++) {
    const d = text.charCodeAt(i) - text.charCodeAt(i - 1);
    // 0 after 9 continues a digit run ("…7890123").
    const digitWrap = text[i - 1] === "9" && text[i] === "0";
    if (!(d === 1 || digitWrap)) up = false;
    if (!(d === -1 || (text[i - 1] === "0" && text[i] === "9"))) down = false;
  }
  return up || down;
}

function isCommonCore(core: string): boolean {
  if (core.length === 0) return true;
  return bases.has(core) || bases.has(unleet(core)) || isRepetition(core) || isRun(core);
}

/**
 * True when the password is common or guessable from the account itself.
 * `context` holds the account's email and name; a password equal to either (or padded with digits)
 * is refused too.
 */
export function isCommonPassword(password: string, context: { email?: string; name?: string } = {}): boolean {
  const lower = password.toLowerCase();
  if (fulls.has(lower) || isRepetition(lower) || isRun(lower)) return true;
  const squashed = lower.replace(/\s+/g, "");
  if (fulls.has(squashed)) return true;

  const core = squashed.replace(PADDING, "");
  if (isCommonCore(core)) return true;
  // "monkeymonkey2024" and "dragon-dragon": a common base repeated, then padded.
  for (const base of [core, unleet(core)]) {
    if (isRepetition(base)) return true;
  }

  const personal: string[] = [];
  const email = context.email?.trim().toLowerCase();
  if (email) {
    personal.push(email, email.split("@")[0]);
  }
  const name = context.name?.trim().toLowerCase();
  if (name) personal.push(name, name.replace(/\s+/g, ""));
  for (const p of personal) {
    if (!p) continue;
    const pCore = p.replace(/\s+/g, "").replace(PADDING, "");
    if (lower === p || squashed === p.replace(/\s+/g, "") || (pCore.length > 0 && core === pCore)) return true;
  }
  return false;
}
