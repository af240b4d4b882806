"""Loading scenario files: YAML with line numbers -> validated :class:`~.model.Scenario`.

Everything that can be checked without running the game is checked here, and each problem is a
:class:`ScenarioError` saying ``file:line: what is wrong``: YAML syntax, unknown keys, unknown cards
(with close matches), unknown players, an Aura attached to nothing, a step the game can't start
in or advance to.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import ir
from ..cards.registry import UnknownCard, get_card
from ..rules.turn import STEPS
from . import model as m
from .source import ScenarioError, YList, YMap, line_of, load_yaml
from .tokens import describe_token, find_token, token_names

if TYPE_CHECKING:
    from ..rules.card import CardDef

TOP_KEYS = ("name", "description", "rulings", "rules", "players", "seed", "turn", "setup",
            "script", "expect")
PLAYER_KEYS = ("life", "poison", "mana_pool", "lands_played", "library", "hand", "graveyard",
               "exile", "battlefield", "monarch")
ZONE_KEYS = ("library", "hand", "graveyard", "exile", "battlefield")
CARD_KEYS = ("card", "token", "count", "id")
MAX_COUNT = 1000  # copies one setup entry may place
MAX_NUMBER = 10_000  # any other number in a scenario (life, counters, damage, resolve: N)
PERMANENT_KEYS = ("tapped", "sick", "counters", "damage", "attached_to", "owner", "face_down")
TOKEN_KEYS = ("name", "type", "colors", "power", "toughness", "keywords")
ACTIONS = ("cast", "activate", "play", "attack", "block", "pass", "resolve", "advance", "choose",
           "concede", "expect", "expect_illegal")
ACTION_KEYS: dict[str, tuple[str, ...]] = {
    "cast": ("player", "mode", "targets", "x", "pay_with", "from_zone", "kicked", "cost"),
    "activate": ("player", "ability", "targets", "x", "pay_with", "color"),
    "play": ("player", "from_zone"),
    "attack": ("player",),
    "block": ("player",),
    "pass": (),
    "resolve": (),
    "advance": (),
    "choose": (),
    "concede": (),
    "expect": (),
    "expect_illegal": ("rule",),
}
NOT_YET = {
    "alt_cost": "alternative costs",
}
"""Keys the format reserves for things the engine can't do yet (docs/engine.md)."""
NO_PRIORITY_STEPS = ("untap", "cleanup")
COMBAT_ONLY_STEPS = ("declare_blockers", "first_strike_damage", "combat_damage")
MANA_LETTERS = "WUBRGC"
SENTENCE = re.compile(r"^(?P<verb>casts|plays|activates|passes|concedes)(?: (?P<rest>.+))?$")


def mana_letters(text: str) -> str | None:
    """A type of mana (or several) as written in an answer: the letters (``G``, ``CC``) or the
    symbols (``"{G}"``, ``"{C}{C}"``); the letters in order, or None if it isn't mana (106.1)."""
    text = text.strip()
    if "{" in text or "}" in text:
        if re.sub(r"\{[^{}]*\}", "", text):
            return None
        text = "".join(re.findall(r"\{([^{}]*)\}", text))
    if not text or any(c not in MANA_LETTERS for c in text):
        return None
    return text


def suggest(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(str(word), list(choices), n=3, cutoff=0.6)
    return f" (did you mean: {', '.join(close)}?)" if close else ""


class Reader:
    """Validating accessors for one file; every error carries the file and line."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self.players: list[str] = []
        self.handles: dict[str, Any] = {}  # setup handle -> its CardSpec (or object id)
        self.described: dict[str, CardDef] = {}  # names of tokens described by characteristics
        self.grants_activated = False  # a setup card grants activated abilities (613.1f, 305.6)

    def error(self, line: int, message: str) -> ScenarioError:
        return ScenarioError(self.path, line, message)

    # ---- shapes --------------------------------------------------------------------------------

    def mapping(self, value: Any, line: int, what: str) -> YMap:
        if not isinstance(value, YMap):
            raise self.error(line_of(value, line), f"{what} must be a mapping (key: value), "
                             f"not {_show(value)}")
        return value

    def sequence(self, value: Any, line: int, what: str, *, scalar_ok: bool = True) -> YList:
        """A list; a single scalar counts as a one-item list when ``scalar_ok``."""
        if isinstance(value, YList):
            return value
        if scalar_ok and value is not None and not isinstance(value, YMap):
            one = YList([value])
            one.line = line
            one.lines = [line]
            return one
        raise self.error(line_of(value, line), f"{what} must be a list, not {_show(value)}")

    def keys(self, mapping: YMap, allowed: Iterable[str], what: str,
             required: Iterable[str] = ()) -> None:
        allowed = tuple(allowed)
        for key in mapping:
            if key not in allowed:
                raise self.error(mapping.key_line(key), f"unknown key {key!r} in {what}"
                                 + (suggest(key, allowed) or f"; allowed: {', '.join(allowed)}"))
        for key in required:
            if key not in mapping:
                raise self.error(mapping.line, f"{what} needs {key!r}")

    def integer(self, value: Any, line: int, what: str, minimum: int | None = 0,
                maximum: int = MAX_NUMBER) -> int:
        """A whole number from ``minimum`` to ``maximum`` (bounded, so a typo can't build a
        board that never finishes)."""
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.error(line, f"{what} must be a whole number, not {_show(value)}")
        if minimum is not None and value < minimum:
            raise self.error(line, f"{what} must be at least {minimum}, not {value}")
        if value > maximum:
            raise self.error(line, f"{what} must be at most {maximum}, not {value}")
        return value

    def boolean(self, value: Any, line: int, what: str) -> bool:
        if not isinstance(value, bool):
            raise self.error(line, f"{what} must be true or false, not {_show(value)}")
        return value

    def text(self, value: Any, line: int, what: str) -> str:
        if isinstance(value, bool) or value is None or isinstance(value, (YMap, YList)):
            raise self.error(line_of(value, line), f"{what} must be text, not {_show(value)}")
        return str(value).strip()

    # ---- names ---------------------------------------------------------------------------------

    def player(self, value: Any, line: int, what: str = "player") -> str:
        name = self.text(value, line, what)
        if name not in self.players:
            raise self.error(line, f"unknown player {name!r} (in {what})"
                             + (suggest(name, self.players)
                                or f"; the players are {', '.join(self.players)}"))
        return name

    def card(self, name: str, line: int) -> CardDef:
        """A card of the pool or a known token definition, by name."""
        try:
            return get_card(name)
        except UnknownCard as err:
            from ..rules.effects.designations import SOURCES, designation_card

            if name.casefold() in SOURCES:  # 724.2: a designation's sourceless triggers
                return designation_card(SOURCES[name.casefold()])
            token = self.described.get(name.casefold()) or find_token(name)
            if token is not None:
                return token
            others = [*token_names(), *(d.name for d in self.described.values())]
            close = [*err.suggestions, *difflib.get_close_matches(name, others, n=2, cutoff=0.6)]
            hint = f" (did you mean: {', '.join(close)}?)" if close else ""
            raise self.error(line, f"unknown card {name!r}{hint}") from None

    def object_name(self, name: str, line: int, players_ok: bool = True) -> str:
        """The canonical name of a card, token or (if allowed) player."""
        if players_ok and name in self.players:
            return name
        try:
            return self.card(name, line).name
        except ScenarioError as err:
            if players_ok and (hint := suggest(name, self.players)):
                raise self.error(line, f"unknown card or player {name!r}{hint}") from None
            raise err from None

    def ref(self, value: Any, line: int, what: str, players_ok: bool = True) -> m.Ref:
        """Parse an object or player reference (see :class:`~.model.Ref`)."""
        raw = self.text(value, line, what)
        text = raw
        if text.startswith("@"):
            handle = text[1:]
            if handle not in self.handles:
                raise self.error(line, f"unknown handle {raw!r} in {what}"
                                 + (suggest(handle, self.handles) or
                                    " (give a setup entry `id: <handle>` to refer to it as @id)"))
            return m.Ref(raw, line, handle=handle)
        player = ""
        for p in self.players:
            if text.startswith(p + "'s ") and text != p:
                player, text = p, text[len(p) + 3:]
                break
        ability = ""
        found = re.match(r"^(.+)'s (trigger|ability)$", text)
        if found:
            text, ability = found.group(1), "triggered" if found.group(2) == "trigger" else "activated"
        only = ""
        for prefix in ("token:", "card:"):
            if text.startswith(prefix):
                only, text = prefix[:-1], text[len(prefix):].strip()
        index = 0
        found = re.match(r"^(.+?)\s*#(\d+)$", text)
        if found:
            text, index = found.group(1), int(found.group(2))
            if index < 1:
                raise self.error(line, f"{raw!r}: #n counts from 1")
        name = self.object_name(text, line, players_ok=players_ok and not (only or ability))
        return m.Ref(raw, line, name=name, index=index, only=only, player=player, ability=ability)

    def rule_list(self, value: Any, line: int, what: str) -> tuple[str, ...]:
        rules = tuple(self.text(v, line, what) for v in self.sequence(value, line, what))
        for r in rules:
            if not re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", r):
                raise self.error(line, f"{what}: {r!r} is not a Comprehensive Rules number "
                                 "such as 704.5g (quote it: \"704.5g\")")
        return rules

    def step_name(self, value: Any, line: int, what: str) -> str:
        step = self.text(value, line, what)
        if step not in STEPS:
            raise self.error(line, f"unknown step {step!r} in {what}" + (
                suggest(step, STEPS) or f"; steps are: {', '.join(STEPS)}"))
        return step


def _show(value: Any) -> str:
    if isinstance(value, YMap):
        return "a mapping"
    if isinstance(value, YList):
        return "a list"
    return repr(value)


# ---- the file -----------------------------------------------------------------------------------


def load_scenario(path: str | Path, shown: str | Path | None = None) -> m.Scenario:
    """Read and validate one scenario file; errors name it as ``shown`` (default: ``path``)."""
    shown = shown if shown is not None else path
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise ScenarioError(shown, 0, f"can't read the file: {err.strerror}") from None
    except UnicodeDecodeError as err:
        raise ScenarioError(shown, 0, f"not a UTF-8 text file (byte {err.start}: {err.reason})"
                            ) from None
    return parse_scenario(text, shown)


def parse_scenario(text: str, path: str | Path = "<scenario>") -> m.Scenario:
    """Validate the text of a scenario file."""
    from .expect import parse_expect

    r = Reader(path)
    doc = load_yaml(text, path)
    if doc is None:
        raise r.error(1, "the file is empty")
    doc = r.mapping(doc, 1, "a scenario file")
    r.keys(doc, TOP_KEYS, "the scenario", required=("players", "turn"))
    name = r.text(doc["name"], doc.key_line("name"), "name") if "name" in doc else Path(path).stem
    r.players = _players(r, doc)
    turn = _turn(r, doc)
    setup = _setup(r, doc)
    r.grants_activated = any(_grants_activated(spec.card) for ps in setup.values()
                             for spec in [*ps.cards, *(ps.library or ())])
    script_val = doc.get("script", YList())
    script = r.sequence(script_val, doc.key_line("script"), "script", scalar_ok=False) \
        if "script" in doc else YList()
    steps = [_step(r, item, script.item_line(i)) for i, item in enumerate(script)]
    expect, either = None, []
    if "expect" in doc:
        expect, either = parse_expect(r, doc["expect"], doc.key_line("expect"), final=True)
    rulings = [r.text(v, doc.key_line("rulings"), "rulings")
               for v in r.sequence(doc.get("rulings", YList()), doc.key_line("rulings"), "rulings")]
    for ruling in rulings:
        if not re.fullmatch(r"[A-Z]+-\d+", ruling):
            raise r.error(doc.key_line("rulings"), f"rulings: {ruling!r} is not a ruling id such as "
                          "TOK-3")
    rules = list(r.rule_list(doc["rules"], doc.key_line("rules"), "rules")) if "rules" in doc else []
    seed = (r.integer(doc["seed"], doc.key_line("seed"), "seed", maximum=2**63)
            if "seed" in doc else 0)
    return m.Scenario(str(path), name, r.players, turn, setup, steps, expect, either, rulings,
                      rules, seed)


def _players(r: Reader, doc: YMap) -> list[str]:
    line = doc.key_line("players")
    names = [r.text(v, line, "players") for v in r.sequence(doc["players"], line, "players")]
    if not 2 <= len(names) <= 6:
        raise r.error(line, f"a game has 2 to 6 players, not {len(names)}")
    if len(set(names)) != len(names):
        raise r.error(line, "players must have distinct names")
    for n in names:
        if not n or "'s " in n or n.startswith("@") or n in ACTIONS:
            raise r.error(line, f"{n!r} can't be a player name")
    return names


def _turn(r: Reader, doc: YMap) -> m.TurnSpec:
    line = doc.key_line("turn")
    t = r.mapping(doc["turn"], line, "turn")
    r.keys(t, ("number", "active", "step", "priority"), "turn", required=("number", "active"))
    number = r.integer(t["number"], t.key_line("number"), "turn number", minimum=1)
    active = r.player(t["active"], t.key_line("active"), "turn.active")
    step = r.step_name(t.get("step", "main1"), t.key_line("step"), "turn.step")
    if step == "cleanup":
        raise r.error(t.key_line("step"), "a scenario can't start in the cleanup step, where "
                      "players normally get no priority (514.3); start in `end` and advance")
    if step in COMBAT_ONLY_STEPS:
        raise r.error(t.key_line("step"), f"impossible step {step!r}: a scenario starts with no "
                      "creature attacking, and without attackers the game skips this step "
                      "(508.8); start at begin_combat and use `attack`")
    priority = r.player(t["priority"], t.key_line("priority"), "turn.priority") \
        if "priority" in t else active
    if step == "untap" and priority != active:
        raise r.error(t.key_line("priority"), "no player has priority in the untap step (502.4)")
    return m.TurnSpec(number, active, step, priority, line)


# ---- setup --------------------------------------------------------------------------------------


def _setup(r: Reader, doc: YMap) -> dict[str, m.PlayerSetup]:
    setup = {p: m.PlayerSetup(p, doc.line) for p in r.players}
    if "setup" not in doc:
        return setup
    block = r.mapping(doc["setup"], doc.key_line("setup"), "setup")
    for key in block:
        player = r.player(key, block.key_line(key), "setup")
        entry = r.mapping(block[key], block.key_line(key), f"setup.{player}")
        r.keys(entry, PLAYER_KEYS, f"setup.{player}")
        ps = setup[player]
        ps.line = block.key_line(key)
        if "life" in entry:
            ps.life = r.integer(entry["life"], entry.key_line("life"), "life", minimum=None)
        if "poison" in entry:
            ps.poison = r.integer(entry["poison"], entry.key_line("poison"), "poison")
        if "lands_played" in entry:
            ps.lands_played = r.integer(entry["lands_played"], entry.key_line("lands_played"),
                                        "lands_played")
        if "monarch" in entry:
            ps.monarch = r.boolean(entry["monarch"], entry.key_line("monarch"), "monarch")
        if "mana_pool" in entry:
            ps.mana_pool = parse_pool(r, entry["mana_pool"], entry.key_line("mana_pool"))
        for zone in ZONE_KEYS:
            if zone in entry:
                specs = _zone(r, player, zone, entry[zone], entry.key_line(zone))
                if zone == "library":
                    ps.library = specs
                else:
                    ps.cards += specs
    _attachments(r, setup)
    return setup


def parse_pool(r: Reader, value: Any, line: int) -> list[int]:
    """``"{U}{U}"`` -> [0, 2, 0, 0, 0, 0] (WUBRGC, 106.4)."""
    text = "" if value is None else r.text(value, line, "mana_pool")
    pool = [0] * 6
    symbols = re.findall(r"\{([^}]*)\}", text)
    if re.sub(r"\{[^}]*\}", "", text).strip():
        raise r.error(line, f"mana_pool must be mana symbols such as \"{{U}}{{U}}\", not {text!r}")
    for s in symbols:
        if s not in MANA_LETTERS:
            raise r.error(line, f"mana_pool: {{{s}}} is not a type of mana (W, U, B, R, G, C)")
        pool[MANA_LETTERS.index(s)] += 1
    return pool


def _zone(r: Reader, player: str, zone: str, value: Any, line: int) -> list[m.CardSpec]:
    items = r.sequence(value, line, f"setup.{player}.{zone}", scalar_ok=False) \
        if value is not None else YList()
    specs: list[m.CardSpec] = []
    for i, item in enumerate(items):
        specs += _card_entry(r, player, zone, item, items.item_line(i))
    return specs


def _card_entry(r: Reader, player: str, zone: str, item: Any, line: int) -> list[m.CardSpec]:
    specs = _card_specs(r, player, zone, item, line)
    card = specs[0].card
    if card.unsupported:
        raise r.error(line, f"{card.name} can't be played yet: {card.unsupported}")
    return specs


def _card_specs(r: Reader, player: str, zone: str, item: Any, line: int) -> list[m.CardSpec]:
    where = f"setup.{player}.{zone}"
    if not isinstance(item, YMap):
        name = r.text(item, line, where)
        card = r.card(name, line)
        if card.token and zone != "battlefield":
            raise r.error(line, f"{card.name} is a token: tokens start on the battlefield only "
                          "(704.5d)")
        return [m.CardSpec(line, card, zone, player, player, token=card.token)]
    allowed = CARD_KEYS + (PERMANENT_KEYS if zone == "battlefield" else ())
    r.keys(item, allowed, f"a card in {where}")
    if ("card" in item) == ("token" in item):
        raise r.error(item.line, f"a card in {where} needs exactly one of `card:` or `token:`")
    if "card" in item:
        card = r.card(r.text(item["card"], item.key_line("card"), "card"), item.key_line("card"))
    else:
        card = _token(r, item["token"], item.key_line("token"))
    if card.token and zone != "battlefield":
        raise r.error(line, f"{card.name} is a token: tokens start on the battlefield only (704.5d)")
    count = r.integer(item.get("count", 1), item.key_line("count"), "count", minimum=1,
                      maximum=MAX_COUNT)
    handle = r.text(item["id"], item.key_line("id"), "id") if "id" in item else ""
    if handle and count > 1:
        raise r.error(item.key_line("id"), "an entry with `id` must have count 1")
    owner = r.player(item["owner"], item.key_line("owner"), "owner") if "owner" in item else player
    counters = None
    if "counters" in item:
        cmap = r.mapping(item["counters"], item.key_line("counters"), "counters")
        counters = {r.text(k, cmap.key_line(k), "counter kind"):
                    r.integer(v, cmap.key_line(k), f"counters.{k}") for k, v in cmap.items()}
    spec_kw: dict[str, Any] = {}
    if zone == "battlefield":
        spec_kw = {
            "tapped": r.boolean(item.get("tapped", False), item.key_line("tapped"), "tapped"),
            "sick": r.boolean(item.get("sick", False), item.key_line("sick"), "sick"),
            "damage": r.integer(item.get("damage", 0), item.key_line("damage"), "damage"),
            "counters": counters,
            "face_down": r.boolean(item.get("face_down", False), item.key_line("face_down"),
                                   "face_down"),
        }
        if "attached_to" in item:
            spec_kw["attached_to"] = m.Ref(r.text(item["attached_to"], item.key_line("attached_to"),
                                                  "attached_to"), item.key_line("attached_to"))
    specs = [m.CardSpec(line, card, zone, owner, player, handle=handle, token=card.token,
                        **spec_kw) for _ in range(count)]
    if handle:
        if handle in r.handles:
            raise r.error(item.key_line("id"), f"the handle {handle!r} is used twice")
        r.handles[handle] = specs[0]
    return specs


def _token(r: Reader, value: Any, line: int) -> CardDef:
    """``token: Soldier`` (a known definition) or ``token: {type: ..., power: ...}``."""
    if not isinstance(value, YMap):
        name = r.text(value, line, "token")
        found = find_token(name) or r.described.get(name.casefold())
        if found is None:
            raise r.error(line, f"unknown token {name!r}"
                          + (suggest(name, token_names()) or "; describe it by its characteristics:"
                             " token: {type: \"Creature — Goblin\", colors: R, power: 1, "
                             "toughness: 1}"))
        return found
    r.keys(value, TOKEN_KEYS, "a token description", required=("type",))
    kw: dict[str, Any] = {}
    for key in ("power", "toughness"):
        if key in value:
            kw[key] = r.integer(value[key], value.key_line(key), key, minimum=None)
    colors = r.text(value.get("colors", ""), value.key_line("colors"), "colors") \
        if value.get("colors") is not None else ""
    if any(c not in "WUBRG" for c in colors):
        raise r.error(value.key_line("colors"), f"colors are letters of WUBRG, not {colors!r}")
    keywords = tuple(r.text(k, value.key_line("keywords"), "keywords")
                     for k in r.sequence(value.get("keywords", YList()), value.key_line("keywords"),
                                         "keywords"))
    name = r.text(value["name"], value.key_line("name"), "name") if "name" in value else None
    try:
        card = describe_token(name, r.text(value["type"], value.key_line("type"), "type"), colors,
                              keywords=keywords, **kw)
    except ValueError as err:
        raise r.error(line, f"bad token description: {err}") from None
    known = r.described.get(card.name.casefold())
    if known is not None and known.type_line != card.type_line:
        raise r.error(line, f"two different tokens are both called {card.name!r}")
    r.described.setdefault(card.name.casefold(), card)
    return r.described[card.name.casefold()]


def _attachments(r: Reader, setup: dict[str, m.PlayerSetup]) -> None:
    """Check attachments and turn ``attached_to`` into a handle or a player name (301.5, 303.4)."""
    permanents = [s for ps in setup.values() for s in ps.cards if s.zone == "battlefield"]
    for spec in permanents:
        sub = spec.card.subtypes
        attachable = {"Aura", "Equipment", "Fortification"} & set(sub)
        if spec.attached_to is None:
            if "Aura" in sub:
                raise r.error(spec.line, f"{spec.card.name} is an Aura on the battlefield, so it "
                              "must be attached to something (303.4, 704.5m): add attached_to")
            continue
        line = spec.attached_to.line
        if not attachable:
            raise r.error(line, f"{spec.card.name} can't be attached to anything: only Auras, "
                          "Equipment and Fortifications are (301.5, 303.4)")
        text = spec.attached_to.text
        if text in r.players:
            if "Aura" not in sub:
                raise r.error(line, f"{spec.card.name} can't be attached to a player (301.5c)")
            spec.attached_to = m.Ref(text, line, name=text)
            continue
        if text.startswith("@"):
            host = r.handles.get(text[1:])
            if host is None or host.zone != "battlefield":
                raise r.error(line, f"attached_to: {text!r} is not a setup handle on the "
                              "battlefield" + suggest(text[1:], r.handles))
        else:
            name = r.card(text.split("#")[0].strip(), line).name
            hosts = [s for s in permanents if s.card.name == name]
            if not hosts:
                raise r.error(line, f"attached_to: there is no {name} on the battlefield")
            if len(hosts) > 1:
                raise r.error(line, f"attached_to: there are {len(hosts)} {name}s on the "
                              "battlefield; give the one you mean an `id` and write @id")
            host = hosts[0]
        if host is spec:
            raise r.error(line, f"{spec.card.name} can't be attached to itself")
        if "Equipment" in sub and "Creature" not in host.card.types:
            raise r.error(line, f"Equipment can be attached only to a creature (301.5c), not "
                          f"{host.card.name}")
        if not host.handle:
            host.handle = f"#auto{len(r.handles) + 1}"
            r.handles[host.handle] = host
        spec.attached_to = m.Ref(text, line, handle=host.handle)


# ---- script -------------------------------------------------------------------------------------


def _step(r: Reader, item: Any, line: int) -> m.Step:
    if isinstance(item, YMap):
        return _mapping_step(r, item)
    if isinstance(item, str):
        return _sentence(r, item, line)
    raise r.error(line, f"a script step must be a mapping such as {{player: Ann, cast: Shock}} or "
                  f"a sentence such as \"Ann casts Shock\", not {_show(item)}")


def _mapping_step(r: Reader, item: YMap) -> m.Step:
    actions = [k for k in item if k in ACTIONS]
    if len(actions) != 1:
        unknown = [k for k in item if k not in ACTIONS and k not in _all_modifiers()]
        if unknown:
            raise r.error(item.key_line(unknown[0]), f"unknown key {unknown[0]!r} in a script step"
                          + suggest(unknown[0], (*ACTIONS, *_all_modifiers())))
        what = "no action" if not actions else f"{len(actions)} actions ({', '.join(actions)})"
        raise r.error(item.line, f"a script step has exactly one action of {', '.join(ACTIONS)}; "
                      f"this one has {what}")
    action = actions[0]
    for key in item:
        if key in NOT_YET and action in ("cast", "activate"):
            raise r.error(item.key_line(key), f"`{key}` is part of the format, but the engine "
                          f"doesn't support {NOT_YET[key]} yet (docs/engine.md)")
    r.keys(item, (action, *ACTION_KEYS[action]), f"a `{action}` step")
    line = item.key_line(action)
    value = item[action]
    player = r.player(item["player"], item.key_line("player")) if "player" in item else ""
    if action in ("cast", "activate", "play") and not player:
        raise r.error(item.line, f"a `{action}` step needs `player`")
    if action == "cast":
        zone = "hand"
        if "from_zone" in item:
            zone = r.text(item["from_zone"], item.key_line("from_zone"), "from_zone")
            if zone not in ("hand", "graveyard", "exile"):
                raise r.error(item.key_line("from_zone"), "`from_zone` is hand, graveyard "
                              "(flashback, 702.34a) or exile (an effect's permission, 601.3)")
        return m.Cast(line, player, r.ref(value, line, "cast", players_ok=False),
                      _targets(r, item), _x(r, item), _payment(r, item), _modes(r, item), zone,
                      _kicked(r, item),
                      r.text(item["cost"], item.key_line("cost"), "cost") if "cost" in item
                      else None)
    if action == "activate":
        ability: int | str | None = None
        if "ability" in item:
            a = item["ability"]
            aline = item.key_line("ability")
            ability = r.integer(a, aline, "ability", minimum=1) if isinstance(a, int) \
                else r.text(a, aline, "ability")
        color = None
        if "color" in item:
            written = r.text(item["color"], item.key_line("color"), "color")
            color = mana_letters(written)
            if color is None:
                raise r.error(item.key_line("color"), f"color must be mana letters (W, U, B, R, "
                              f"G, C) or symbols (\"{{G}}\"), not {written!r}")
        source = r.ref(value, line, "activate", players_ok=False)
        _check_ability(r, source, ability, line)
        return m.Activate(line, player, source, ability, _targets(r, item), _x(r, item),
                          _payment(r, item), color)
    if action == "play":
        zone = "hand"
        if "from_zone" in item:
            zone = r.text(item["from_zone"], item.key_line("from_zone"), "from_zone")
            if zone not in ("hand", "exile"):
                raise r.error(item.key_line("from_zone"), "`from_zone` of a land is hand or "
                              "exile (an effect's permission, 305.1)")
        return m.Play(line, player, r.ref(value, line, "play", players_ok=False), zone)
    if action == "attack":
        return m.Attack(line, _attack_pairs(r, value, line))
    if action == "block":
        pairs = []
        if value is not None:
            blocks = r.mapping(value, line, "block")
            for k, v in blocks.items():
                kl = blocks.key_line(k)
                blocker = r.ref(k, kl, "block", players_ok=False)
                for each in r.sequence(v, kl, "block"):  # a list: it blocks several (509.1a)
                    pairs.append((blocker, r.ref(each, kl, "block", players_ok=False)))
        return m.Block(line, player, pairs)
    if action == "pass":
        return m.Pass(line, r.player(value, line, "pass"))
    if action == "concede":
        return m.Concede(line, r.player(value, line, "concede"))
    if action == "resolve":
        return _resolve(r, value, line)
    if action == "advance":
        return _advance(r, value, line)
    if action == "choose":
        return _choose(r, value, line)
    if action == "expect":
        from .expect import parse_expect

        expect, _ = parse_expect(r, value, line, final=False)
        return m.Checkpoint(line, expect)
    # expect_illegal
    if "rule" not in item:
        raise r.error(item.line, "expect_illegal needs `rule:` (the rule the engine must cite)")
    inner = _step(r, value, line)
    if not isinstance(inner, (m.Cast, m.Activate, m.Play, m.Attack, m.Block, m.Choose)):
        raise r.error(line, "expect_illegal takes a cast, activate, play, attack, block or choose "
                      "step")
    return m.Illegal(line, inner, r.rule_list(item["rule"], item.key_line("rule"), "rule"))


def _all_modifiers() -> set[str]:
    return {k for keys in ACTION_KEYS.values() for k in keys} | set(NOT_YET)


def _targets(r: Reader, item: YMap) -> list[Any]:
    if "targets" not in item:
        return []
    line = item.key_line("targets")
    out: list[Any] = []
    items = r.sequence(item["targets"], line, "targets")
    for i, t in enumerate(items):
        if isinstance(t, YList):
            out.append([r.ref(v, t.item_line(j), "targets") for j, v in enumerate(t)])
        else:
            out.append(r.ref(t, items.item_line(i), "targets"))
    return out


def _modes(r: Reader, item: YMap) -> list[int | str]:
    """``mode: 2`` / ``mode: [1, 3]`` (printed order, from 1) or the mode's text (700.2)."""
    if "mode" not in item:
        return []
    line = item.key_line("mode")
    return [r.integer(v, line, "mode", minimum=1) if isinstance(v, int)
            else r.text(v, line, "mode") for v in r.sequence(item["mode"], line, "mode")]


def _kicked(r: Reader, item: YMap) -> int | None:
    """``kicked: yes`` / ``no`` (each kicker cost offered is paid or not, 702.33a-b), or a number
    (how many times a multikicker cost is paid, 702.33c)."""
    if "kicked" not in item:
        return None
    value, line = item["kicked"], item.key_line("kicked")
    if isinstance(value, bool):
        return int(value)
    return r.integer(value, line, "kicked")


def _x(r: Reader, item: YMap) -> int | None:
    return r.integer(item["x"], item.key_line("x"), "x") if "x" in item else None


def _payment(r: Reader, item: YMap) -> m.Payment:
    if "pay_with" not in item:
        return m.Payment()
    line = item.key_line("pay_with")
    value = item["pay_with"]
    if value in ("auto", "ask"):
        return m.Payment(value)
    return payment_sources(r, value, line)


def payment_sources(r: Reader, value: Any, line: int) -> m.Payment:
    """A way to pay written as a list (601.2g-h): permanents to tap (``Forest`` or
    ``{Birds of Paradise: G}``), mana spent from the pool (``{pool: "{U}{U}"}``) and life paid for
    Phyrexian symbols (``{life: 2}``, 107.4f). Pool mana not listed is not spent."""
    sources: list[tuple[str, str]] = []
    life = 0
    pool = [0] * 6
    for j, v in enumerate(r.sequence(value, line, "pay_with")):
        vl = value.item_line(j) if isinstance(value, YList) else line
        if isinstance(v, YMap):
            if len(v) != 1:
                raise r.error(vl, "pay_with: write each entry as a name, {name: mana}, "
                              "{pool: mana} or {life: n}")
            (name, mana), = v.items()
            if name == "life":
                life += r.integer(mana, vl, "pay_with life", minimum=1)
                continue
            written = r.text(mana, vl, f"pay_with {name}")
            letters = mana_letters(written)
            if letters is None:
                raise r.error(vl, f"pay_with: {written!r} is not mana (W, U, B, R, G, C, or "
                              "symbols such as \"{U}{U}\")")
            if name == "pool":
                for c in letters:
                    pool[MANA_LETTERS.index(c)] += 1
                continue
            mana = letters
        else:
            name, mana = v, ""
        sources.append((r.card(r.text(name, vl, "pay_with"), vl).name, mana))
    return m.Payment("sources", tuple(sources), life, tuple(pool))


def _grants_activated(card: CardDef) -> bool:
    """Whether the card has a static ability that grants an activated ability (Splinter Twin,
    613.1f) or changes subtypes, and so the mana abilities of land types (Urborg, Blood Moon,
    305.6-7)."""
    return any(isinstance(ab, ir.Static) and (
        any(isinstance(g, ir.Activated) for g in ab.add_abilities)
        or ab.add_subtypes or ab.set_subtypes is not None) for ab in card.abilities)


def _check_ability(r: Reader, source: m.Ref, ability: int | str | None, line: int) -> None:
    """When the source is named by its card, check the ability exists (602.1). Not when a card
    of the setup grants activated abilities: the permanent may have more than its card's (613.1f);
    the step then checks the abilities it has when it is taken."""
    if not source.name or source.handle or r.grants_activated:
        return
    card = r.card(source.name, line)
    n = len(card.activated)
    if n == 0:
        raise r.error(line, f"{card.name} has no activated abilities")
    if isinstance(ability, int) and ability > n:
        raise r.error(line, f"{card.name} has {n} activated abilit{'y' if n == 1 else 'ies'}, "
                      f"so `ability: {ability}` doesn't exist")
    if ability is None and n > 1:
        texts = "; ".join(f"{i + 1}: {ab.text}" for i, (_, ab) in enumerate(card.activated))
        raise r.error(line, f"{card.name} has {n} activated abilities; say which with "
                      f"`ability:` ({texts})")
    if isinstance(ability, str) and not any(ability.casefold() in ab.text.casefold()
                                            for _, ab in card.activated):
        raise r.error(line, f"{card.name} has no activated ability with the text {ability!r}")


def _attack_pairs(r: Reader, value: Any, line: int) -> list[tuple[m.Ref, m.Ref | None]]:
    if value is None:
        return []
    if isinstance(value, YMap):
        return [(r.ref(k, value.key_line(k), "attack", players_ok=False),
                 r.ref(v, value.key_line(k), "attack")) for k, v in value.items()]
    items = r.sequence(value, line, "attack")
    return [(r.ref(v, items.item_line(i), "attack", players_ok=False), None)
            for i, v in enumerate(items)]


def _resolve(r: Reader, value: Any, line: int) -> m.Resolve:
    if value == "all":
        return m.Resolve(line)
    if isinstance(value, int) and not isinstance(value, bool):
        return m.Resolve(line, count=r.integer(value, line, "resolve", minimum=1))
    return m.Resolve(line, until=r.ref(value, line, "resolve", players_ok=False))


def _advance(r: Reader, value: Any, line: int) -> m.Advance:
    turn = None
    if isinstance(value, YMap):
        r.keys(value, ("turn", "step"), "advance", required=("step",))
        if "turn" in value:
            turn = r.integer(value["turn"], value.key_line("turn"), "advance.turn", minimum=1)
        step = r.step_name(value["step"], value.key_line("step"), "advance")
        line = value.key_line("step")
    else:
        step = r.step_name(value, line, "advance")
    if step in NO_PRIORITY_STEPS:
        raise r.error(line, f"can't advance to {step}: no player gets priority there "
                      "(502.4, 514.3); advance to the step after it")
    return m.Advance(line, step, turn)


def _choose(r: Reader, value: Any, line: int) -> m.Choose:
    if isinstance(value, YMap) and "answer" in value:
        r.keys(value, ("player", "decision", "answer"), "choose")
        player = r.player(value["player"], value.key_line("player")) if "player" in value else ""
        decision = r.text(value["decision"], value.key_line("decision"), "decision") \
            if "decision" in value else ""
        return m.Choose(line, player, decision, value["answer"], value.key_line("answer"))
    if isinstance(value, YMap) and ("player" in value or "decision" in value):
        raise r.error(line, "choose: give the answer as `answer:`")
    return m.Choose(line, "", "", value, line)


def _sentence(r: Reader, text: str, line: int) -> m.Step:
    """``Ann casts Shock targeting Bo``, ``Ann plays Forest``, ``Ann activates Mind Stone``,
    ``Ann passes``, ``Ann concedes``."""
    for p in sorted(r.players, key=len, reverse=True):
        if text.startswith(p + " "):
            found = SENTENCE.match(text[len(p) + 1:].strip())
            if found:
                return _sentence_step(r, p, found.group("verb"), found.group("rest") or "", line)
    raise r.error(line, f"can't read the step {text!r}: sentences are \"<player> casts <card>"
                  "[ targeting <target>]\", \"<player> plays <land>\", \"<player> activates "
                  "<permanent>\", \"<player> passes\" or \"<player> concedes\"; anything else is "
                  "written as a mapping")


def _sentence_step(r: Reader, player: str, verb: str, rest: str, line: int) -> m.Step:
    if verb in ("passes", "concedes"):
        if rest:
            raise r.error(line, f"nothing may follow {verb!r}")
        return m.Pass(line, player) if verb == "passes" else m.Concede(line, player)
    if not rest:
        raise r.error(line, f"{verb} what?")
    if verb == "plays":
        return m.Play(line, player, r.ref(rest, line, "plays", players_ok=False))
    if verb == "activates":
        source = r.ref(rest, line, "activates", players_ok=False)
        _check_ability(r, source, None, line)
        return m.Activate(line, player, source)
    card, _, target = rest.partition(" targeting ")
    targets = [r.ref(target, line, "targeting")] if target else []
    return m.Cast(line, player, r.ref(card, line, "casts", players_ok=False), targets)
