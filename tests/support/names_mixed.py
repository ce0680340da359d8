"""150 sign-in names in many scripts, for tests/unit/test_store_accounts.py (issue 11,
point 7). Each folds (NFKC + case folding) to a key of its own."""

from __future__ import annotations

LATIN_ACCENTED = [
    "Álvaro", "ÉLIO", "Ângela", "joão", "MARIA DA CONCEIÇÃO", "Inês", "Conceição", "Zé",
    "Estêvão", "Lúcia", "Íris", "Óscar", "ÚRSULA", "Amélia", "Fátima", "Gonçalo",
    "Ñuñez", "Çağla", "Øystein", "Åsa", "Ærøskøbing", "Łukasz", "Żaneta", "Šárka",
    "Dvořák", "Ökten", "Ümit", "Björn", "François", "Hélène", "Ðorđe", "Đurđica",
    "Þórunn", "Ævar", "Eleftheria-Ñ", "Mário Sá", "Tomás", "Noémie", "Chloë", "Zoë",
]
TURKISH = ["IŞIK", "ışıl", "İsmail", "Ilgın", "İPEK", "Irmak", "ığdır", "Iğdırlı", "Şule", "Ğülşen"]
GERMAN = ["Straße", "GROSSMANN", "Weiß", "Jürgen", "Größe", "ẞIMON", "Müßig", "Ößer"]
GREEK = [
    "ΣΟΦΙΑ", "Νίκος", "Ελένη", "ΔΗΜΗΤΡΗΣ", "Γιώργος", "Ὀδυσσεύς", "ΧΡΗΣΤΟΣ", "Αθηνά",
    "Σταύρος", "Ϊάσων", "ΐων", "Ευάγγελος",
]
CYRILLIC = [
    "Алексей", "НАТАША", "Юлия", "Ёжиков", "Дмитрий", "ЖАННА", "Щукин", "Эльвира",
    "Ґанна", "Їжак", "Євген", "Ђорђе", "Љубица", "Џемал",
]
ARMENIAN_GEORGIAN = ["Արամ", "ԱՆՆԱ", "Ნინო", "ნიკა"]
CJK = [
    "陳大文", "李小明", "黃嘉欣", "何家樂", "梁詩雅", "張偉", "王芳", "劉德華", "澳門荷官",
    "佐藤", "山田太郎", "さくら", "カタカナ", "김민준", "이서연", "박지훈", "蘇菲", "歐陽娜娜",
]
FULL_WIDTH = ["ＡＮＡ", "ｂｅｎ２", "Ｃａｒｌｏｓ", "ＤＩＯＧＯ", "ｅｄｕ", "ＦＥＬＩＸ"]
THAI_LAO_KHMER = ["สมชาย", "นภา", "ສົມພອນ", "សុខា", "ดวงใจ"]
ARABIC_HEBREW = ["محمد", "فاطمة", "عليّ", "יוסף", "שׂרה", "مريم"]
INDIC = ["प्रिया", "राहुल", "অমিত", "தமிழ்", "ಕನ್ನಡ", "ગુજરાતી"]
OTHER = [
    "Ǆemal", "Ĳsbrand", "ﬁona", "Ω-ohm",
    "Ångström", "µ-mike", "Ϲeline", "ϐeta", "ϑeo", "ſam", "Ꞵella", "Ᵽeter",
    "Ꮳerokee", "Ꭰanny", "Ⴀ-chain", "𐐀sa",
    "ho kl", "Ĝorĝo", "Ħasan", "ŉoah", "ǰorge",
]

NAMES: tuple[str, ...] = tuple(
    LATIN_ACCENTED + TURKISH + GERMAN + GREEK + CYRILLIC + ARMENIAN_GEORGIAN + CJK + FULL_WIDTH
    + THAI_LAO_KHMER + ARABIC_HEBREW + INDIC + OTHER
)
