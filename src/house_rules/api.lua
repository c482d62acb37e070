-- The `marbles` module scripts see (API versions 1 and 2). Runs before each script in the
-- script's own sandbox; everything a script declares lands in `S`, which only the host
-- (Rust) reads back. Errors are raised at level 2 so they name the script's line.
local values, S, host = ... -- the first is what every compiled chunk receives
-- The library's own, for the module's proxies: the script's `setmetatable` would have
-- this sandbox collect garbage only at calls (harden.lua), which the module never needs.
local setmetatable = host.setmetatable or setmetatable
local API = 2

local type, pairs, ipairs, error, tostring, select = type, pairs, ipairs, error, tostring, select
local math_type, rawequal = math.type, rawequal
local sort, concat = table.sort, table.concat
local format = string.format

S.examples, S.ops, S.hooks, S.scenarios = {}, {}, {}, {}
S.using = S.using or { host.name }
-- What tells the scripts in S.using apart, one for one: a file's canonical path.
S.keys = S.keys or { host.key }

local function need_api()
  if S.api == nil then
    error("declare the API version first: start the script with marbles.api(1)", 3)
  end
end

-- Once the script has loaded, the host seals the module (`host.sealed`): a call from a
-- hook or a points function could change nothing, so it is an error on its line rather
-- than a silent no-op.
local function need_loading(what, level)
  if host.sealed then
    error(what .. " inside a hook or a points function changes nothing: the rules, "
      .. "combinations and hooks are set while the script loads; call it at the script's top level"
      .. " (a hook reads the rules in play from game.rules)", level + 1)
  end
end

-- What version 2 added; a version 1 script keeps the version 1 API exactly.
local function need_v2(what, level)
  if S.api < 2 then
    error(what .. " needs marbles.api(2): change the script's first line to marbles.api(2)", level + 1)
  end
end

local function integer(value, what, level)
  if math_type(value) == "integer" then return value end
  if math_type(value) == "float" and value == math.floor(value) and value > -2^53 and value < 2^53 then
    return math.tointeger(value)
  end
  error(what .. " must be a whole number, got " .. (type(value) == "number" and tostring(value) or type(value)), level + 1)
end

-- The bounds of a value, checked where it is set so the message names the line; the
-- engine checks them again, for values that come from anywhere else.
local MAX = host.max_points
local function points(value, name, what, level)
  local n = integer(value, what, level + 1)
  if n < 0 or n > MAX then
    error(name .. " is worth " .. n .. ": a combination is worth 1 to " .. MAX
      .. " points (0 takes it out of play)", level + 1)
  end
  return n
end
local function threshold(value, key, low, level)
  local n = integer(value, "rules." .. key, level + 1)
  if n < low or n > MAX then
    error(key .. " is " .. n .. ": it must be from " .. low .. " to " .. MAX, level + 1)
  end
  return n
end

-- Text people read in columns and lines is refused past a length, in characters.
-- One line, too: a newline or tab in a name would break the pad's columns and could pass
-- for a line of marbles' own.
local function within(text, most, what, level)
  local length = utf8.len(text) or #text
  if length > most then
    error(what .. " is " .. length .. " characters long: at most " .. most .. " are allowed", level + 1)
  end
  if host.control(text) then
    error(what .. " contains a control character (a newline, tab or the like): write it on one line", level + 1)
  end
  return text
end

local function sorted_keys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = tostring(k) end
  sort(keys)
  return concat(keys, ", ")
end

local marbles = {}
local next = next

--- marbles.api(version): declares the API version the script was written for.
function marbles.api(version)
  if version ~= 1 and version ~= 2 then
    error("this script is written for marbles API version " .. tostring(version)
      .. ", but this marbles provides versions 1 and " .. API
      .. ": rewrite it for version " .. API .. " (see house_rules/README.md)", 2)
  end
  -- From a hook it changes what later calls of the module check (memory.rs).
  if host.sealed then host.touch() end
  S.api = version
end

-- The rule's short name by language from `name` in describe's table: a string (the
-- English name, shown in every language) or `{en = "...", nb = "..."}`, English
-- required. The banner, history and exports show it rather than the file's name.
local function short_names(name)
  local function short(text, what)
    if type(text) ~= "string" or text == "" then
      error("marbles.describe: name takes a short name, or a table of them by language ({en = \"...\", nb = \"...\"})", 4)
    end
    return within(text, host.max_name, what, 4)
  end
  if type(name) ~= "table" then
    return { en = short(name, "the name") }
  end
  local names = {}
  for tag, text in pairs(name) do
    if type(tag) ~= "string" or not tag:match("^%l%l%l?$") then
      error("marbles.describe: the name's keys are language tags such as en and nb, not " .. tostring(tag), 3)
    end
    names[tag] = short(text, "the " .. tag .. " name")
  end
  if not names.en then
    error("marbles.describe: give the English name too (name = {en = \"...\"}): it is shown in every language without its own", 3)
  end
  return names
end

--- marbles.describe(text): the one-line description `marbles rules list` shows; or a
--- table of them by language, `{en = "...", nb = "..."}`, English required, which may
--- also give the rule's short name (`name = {en = "...", nb = "..."}`).
function marbles.describe(text)
  need_api()
  need_loading("marbles.describe", 2)
  local function line(text, what)
    if type(text) ~= "string" or text == "" then
      error("marbles.describe takes one line of text, or a table of lines by language ({en = \"...\", nb = \"...\"})", 3)
    end
    local newline = text:find("\n", 1, true)
    if newline then text = text:sub(1, newline - 1) end
    return within(text, host.max_description, what, 3)
  end
  if type(text) ~= "table" then
    S.description = line(text, "the description")
    S.descriptions = nil
    return
  end
  local tags = {}
  S.names = nil
  if text.name ~= nil then
    S.names = short_names(text.name)
  end
  for tag in pairs(text) do
    if tag == "name" then
      -- The short name, read above.
    elseif type(tag) ~= "string" or not tag:match("^%l%l%l?$") then
      error("marbles.describe: the table's keys are language tags such as en and nb, not " .. tostring(tag), 2)
    else
      tags[#tags + 1] = tag
    end
  end
  sort(tags)
  local lines = {}
  for i = 1, #tags do
    lines[tags[i]] = line(text[tags[i]], "the " .. tags[i] .. " description")
  end
  if not lines.en then
    error("marbles.describe: give the English line too (en = \"...\"): it is shown in every language without its own", 2)
  end
  S.description = lines.en
  S.descriptions = lines
end

--- marbles.example(dice, expected): a throw and its best points (or "bust", "flood").
function marbles.example(dice, expected)
  need_api()
  need_loading("marbles.example", 2)
  local faces, problem = host.dice(dice)
  if not faces then error("marbles.example: " .. problem, 2) end
  if expected ~= "bust" and expected ~= "flood" then
    expected = integer(expected, "marbles.example's expected points", 2)
  end
  S.examples[#S.examples + 1] = { dice = faces, expected = expected, where = host.where(2) }
end

-- Rule values: the host fills S.rules; assignments are checked here, where the line is known.
local kinds = {
  single_one = "points", single_five = "points", four_of_a_kind = "kind",
  five_of_a_kind = "kind", six_of_a_kind = "kind", straight = "points",
  open_at = "points", win_at = "points", min_players = "count", max_players = "count",
  min_bank = "points", dice = "dice",
  three_of_a_kind = "table", flood = "flood", final_round = "switch",
  point_stacking = "switch", one_throw_when_open = "switch",
  hand_off = { none = true, ["cut-throat"] = true, ["piggy-back"] = true },
  opening = { standard = true, ["ones-and-fives"] = true },
}

local function check_flood(value, level)
  if value == nil or value == false then return false end
  if type(value) ~= "table" then
    error("rules.flood must be false (no Flood) or a table {face = 2, count = 4, or_more = false}", level + 1)
  end
  for k in pairs(value) do
    if k ~= "face" and k ~= "count" and k ~= "or_more" then
      error("rules.flood has no field `" .. tostring(k) .. "`: use face, count and or_more", level + 1)
    end
  end
  local face = integer(value.face, "rules.flood.face", level + 1)
  local count = integer(value.count, "rules.flood.count", level + 1)
  if face < 1 or face > 6 then error("rules.flood.face must be a face, 1 to 6", level + 1) end
  if count < 1 or count > 6 then error("rules.flood.count must be 1 to 6 dice", level + 1) end
  if value.or_more ~= nil and type(value.or_more) ~= "boolean" then
    error("rules.flood.or_more must be true or false", level + 1)
  end
  return { face = face, count = count, or_more = value.or_more == true }
end

-- Four, five or six of a kind: a number (version 1), or in version 2 a list of six
-- values by face, or a multiple of the three of a kind ({times_three = N}).
local function check_kind(value, key, level)
  if type(value) ~= "table" then
    return points(value, key, "rules." .. key, level + 1)
  end
  need_v2("rules." .. key .. " by face or as a multiple", level + 1)
  if value.times_three ~= nil then
    for k in pairs(value) do
      if k ~= "times_three" then
        error("rules." .. key .. ": a multiple is {times_three = N} (marbles.times_three(N)), with no field `" .. tostring(k) .. "`", level + 1)
      end
    end
    local n = integer(value.times_three, "rules." .. key .. ".times_three", level + 1)
    if n < 0 or n > MAX then
      error("rules." .. key .. " is " .. n .. " times the three of a kind: the multiple must be from 0 to " .. MAX, level + 1)
    end
    return { times_three = n }
  end
  local t = {}
  for k in pairs(value) do
    if math_type(k) ~= "integer" or k < 1 or k > 6 then
      error("rules." .. key .. " takes six values, face 1 to 6, or marbles.times_three(N); `" .. tostring(k) .. "` is not a face", level + 1)
    end
  end
  for face = 1, 6 do
    t[face] = points(value[face], key, "rules." .. key .. "[" .. face .. "]", level + 1)
  end
  return t
end

local function copy_kind(value)
  if type(value) ~= "table" then return value end
  if value.times_three ~= nil then return { times_three = value.times_three } end
  return { value[1], value[2], value[3], value[4], value[5], value[6] }
end

--- marbles.times_three(n): n times the three of a kind of the same face, for rules.four_of_a_kind and the like.
function marbles.times_three(n)
  need_api()
  need_v2("marbles.times_three", 2)
  local m = integer(n, "marbles.times_three's multiple", 2)
  if m < 0 or m > MAX then
    error("marbles.times_three(" .. m .. "): the multiple must be from 0 to " .. MAX, 2)
  end
  return { times_three = m }
end

local three_proxy = setmetatable({}, {
  __index = function(_, face) return S.rules.three_of_a_kind[face] end,
  __newindex = function(_, face, value)
    need_api()
    need_loading("setting marbles.rules.three_of_a_kind", 2)
    if math_type(face) ~= "integer" or face < 1 or face > 6 then
      error("rules.three_of_a_kind is indexed by face, 1 to 6", 2)
    end
    S.rules.three_of_a_kind[face] =
      points(value, "three_of_a_kind", "rules.three_of_a_kind[" .. face .. "]", 2)
  end,
  __len = function() return 6 end,
  __metatable = "marbles.rules.three_of_a_kind",
})

marbles.rules = setmetatable({}, {
  __index = function(_, key)
    if key == "three_of_a_kind" then return three_proxy end
    if key == "flood" then
      local f = S.rules.flood
      return f and { face = f.face, count = f.count, or_more = f.or_more } or false
    end
    if kinds[key] == nil then
      error("marbles.rules has no field `" .. tostring(key) .. "`: the fields are " .. sorted_keys(kinds), 2)
    end
    return copy_kind(S.rules[key])
  end,
  __newindex = function(_, key, value)
    need_api()
    need_loading("setting marbles.rules." .. tostring(key), 2)
    local kind = kinds[key]
    if kind == nil then
      error("marbles.rules has no field `" .. tostring(key) .. "`: the fields are " .. sorted_keys(kinds), 2)
    elseif key == "open_at" or key == "win_at" then
      S.rules[key] = threshold(value, key, key == "open_at" and 0 or 1, 2)
    elseif key == "min_bank" then
      need_v2("rules.min_bank", 2)
      S.rules[key] = threshold(value, key, 0, 2)
    elseif kind == "dice" then
      need_v2("rules.dice", 2)
      local n = integer(value, "rules.dice", 2)
      if n < 1 or n > 6 then error("rules.dice is " .. n .. ": a turn starts with 1 to 6 dice", 2) end
      S.rules.dice = n
    elseif kind == "kind" then
      S.rules[key] = check_kind(value, key, 2)
    elseif kind == "points" then
      S.rules[key] = points(value, key, "rules." .. key, 2)
    elseif kind == "count" then
      local n = integer(value, "rules." .. key, 2)
      if n < 1 or n > 100 then error("rules." .. key .. " must be 1 to 100 players", 2) end
      S.rules[key] = n
    elseif kind == "table" then
      if type(value) ~= "table" then error("rules.three_of_a_kind takes a table of six values, face 1 to 6", 2) end
      local t = {}
      for face = 1, 6 do
        t[face] = points(value[face], "three_of_a_kind", "rules.three_of_a_kind[" .. face .. "]", 2)
      end
      S.rules.three_of_a_kind = t
    elseif kind == "flood" then
      S.rules.flood = check_flood(value, 2)
    elseif kind == "switch" then
      if type(value) ~= "boolean" then error("rules." .. key .. " must be true or false", 2) end
      S.rules[key] = value
    else
      if not kind[value] then
        error("rules." .. key .. " must be one of: " .. sorted_keys(kind), 2)
      end
      S.rules[key] = value
    end
  end,
  __pairs = function()
    local copy = {}
    for k, v in next, S.rules do copy[k] = v end
    copy.three_of_a_kind = { table.unpack(S.rules.three_of_a_kind) }
    for _, key in ipairs({ "four_of_a_kind", "five_of_a_kind", "six_of_a_kind" }) do
      copy[key] = copy_kind(S.rules[key])
    end
    return next, copy, nil
  end,
  __metatable = "marbles.rules",
})

-- Combinations: added, replaced and removed by name; the host applies S.ops in order.
local function combo_spec(spec, level, default_name)
  if type(spec) ~= "table" then
    error("a combination is a table: {name = ..., dice = \"2 2 2 5\", points = 350} or {name = ..., points = function(counts) ... end}", level + 1)
  end
  for k in pairs(spec) do
    if k ~= "name" and k ~= "dice" and k ~= "points" and k ~= "nickname" then
      error("a combination has no field `" .. tostring(k) .. "`: use name, dice, points and nickname", level + 1)
    end
  end
  local name = spec.name or default_name
  if type(name) ~= "string" or name == "" then
    error("a combination needs a name, the text the pad and `score` show", level + 1)
  end
  within(name, host.max_name, "a combination's name", level + 1)
  if spec.nickname ~= nil and type(spec.nickname) ~= "string" then
    error("combination `" .. name .. "`: nickname must be text", level + 1)
  end
  if spec.nickname ~= nil then
    within(spec.nickname, host.max_name, "combination `" .. name .. "`: the nickname", level + 1)
  end
  local op = { op = "add", name = name, nickname = spec.nickname, where = host.where(level + 1) }
  if type(spec.points) == "function" then
    if spec.dice ~= nil then
      error("combination `" .. name .. "`: give either dice and a number of points, or a points function, not both", level + 1)
    end
    op.matcher = spec.points
  else
    op.points = points(spec.points, name, "combination `" .. name .. "`: points", level + 1)
    local faces, problem = host.dice(spec.dice)
    if not faces then error("combination `" .. name .. "`: dice: " .. problem, level + 1) end
    op.dice = faces
  end
  return op
end

--- marbles.combo(spec): adds a scoring combination.
function marbles.combo(spec)
  need_api()
  need_loading("marbles.combo", 2)
  S.ops[#S.ops + 1] = combo_spec(spec, 2)
end

--- marbles.remove_combo(name): takes a combination out of play.
function marbles.remove_combo(name)
  need_api()
  need_loading("marbles.remove_combo", 2)
  if type(name) ~= "string" then error("marbles.remove_combo takes a combination's name", 2) end
  S.ops[#S.ops + 1] = { op = "remove", name = name, where = host.where(2) }
end

--- marbles.replace_combo(name, spec): removes `name` and adds `spec` (named `name` unless it says).
function marbles.replace_combo(name, spec)
  need_api()
  need_loading("marbles.replace_combo", 2)
  if type(name) ~= "string" then error("marbles.replace_combo takes a combination's name, then its new spec", 2) end
  local add = combo_spec(spec, 2, name)
  S.ops[#S.ops + 1] = { op = "remove", name = name, where = add.where }
  S.ops[#S.ops + 1] = add
end

-- Hooks.
local events = {
  throw = true, keep = true, bust = true, flood = true, bank = true,
  turn_end = true, game_end = true, steal = true,
}

--- marbles.on(event, handler): calls handler(event, game) when the event happens.
function marbles.on(event, handler)
  need_api()
  need_loading("marbles.on", 2)
  if not events[event] then
    error("marbles.on: there is no event `" .. tostring(event) .. "`: the events are " .. sorted_keys(events), 2)
  end
  if type(handler) ~= "function" then
    error("marbles.on(\"" .. event .. "\", handler): handler must be a function", 2)
  end
  local list = S.hooks[event] or {}
  list[#list + 1] = handler
  S.hooks[event] = list
end

-- Scenarios: a game a script declares about itself, played by `marbles rules check`.
local function check_scenario(spec, level)
  if type(spec) ~= "table" then
    error("marbles.scenario takes a table: {players = {\"Ann\", \"Bob\"}, lines = {\"first Ann\", \"1 1 1 2 3 4\", \"bank\"}, totals = {Ann = 1000}}", level + 1)
  end
  for k in pairs(spec) do
    if k ~= "name" and k ~= "players" and k ~= "lines" and k ~= "totals" and k ~= "refused" then
      error("a scenario has no field `" .. tostring(k) .. "`: use name, players, lines, totals and refused", level + 1)
    end
  end
  if spec.name ~= nil and type(spec.name) ~= "string" then
    error("a scenario's name must be text", level + 1)
  end
  local function list_of_text(value, what)
    if type(value) ~= "table" or #value == 0 then
      error("a scenario's " .. what .. " must be a list of text", level + 2)
    end
    local out = {}
    for i = 1, #value do
      if type(value[i]) ~= "string" then
        error("a scenario's " .. what .. "[" .. i .. "] must be text", level + 2)
      end
      out[i] = value[i]
    end
    return out
  end
  local players = list_of_text(spec.players, "players")
  local lines = list_of_text(spec.lines, "lines")
  local totals = {}
  if spec.totals ~= nil then
    if type(spec.totals) ~= "table" then
      error("a scenario's totals are a table of player names and points: totals = {Ann = 1000, Bob = 0}", level + 1)
    end
    for name, value in pairs(spec.totals) do
      if type(name) ~= "string" then
        error("a scenario's totals are keyed by player name, like totals = {Ann = 1000}", level + 1)
      end
      totals[#totals + 1] = { name = name, points = integer(value, "the total expected for " .. name, level + 1) }
    end
  end
  local refused, says = nil, nil
  if type(spec.refused) == "table" then
    refused, says = spec.refused.line, spec.refused.says
    if says ~= nil and type(says) ~= "string" then
      error("a scenario's refused.says must be text the refusal contains", level + 1)
    end
  else
    refused = spec.refused
  end
  if refused ~= nil then
    refused = integer(refused, "a scenario's refused line", level + 1)
    if refused < 1 or refused > #lines then
      error("a scenario's refused line is " .. refused .. ": give the number of one of its " .. #lines .. " lines", level + 1)
    end
  end
  if refused == nil and #totals == 0 then
    error("a scenario must expect something: totals = {Ann = 1000, ...} at the end, or refused = N (the line refused)", level + 1)
  end
  return { name = spec.name, players = players, lines = lines, totals = totals,
    refused = refused, says = says, where = host.where(level + 1) }
end

--- marbles.scenario(spec): a game played line by line by `rules check`, with the totals or refusal it expects.
function marbles.scenario(spec)
  need_api()
  need_loading("marbles.scenario", 2)
  need_v2("marbles.scenario", 2)
  S.scenarios[#S.scenarios + 1] = check_scenario(spec, 2)
end

--- marbles.use(name): applies a script shipped with marbles, by name, or a file by its
--- path from the calling script's folder ("./tenk.lua", "../common/tenk.lua"), here.
function marbles.use(name)
  need_api()
  need_loading("marbles.use", 2)
  need_v2("marbles.use", 2)
  if type(name) ~= "string" then
    error("marbles.use takes the name of a script shipped with marbles, like \"three_pairs\","
      .. " or the path of a file from this script's folder, like \"./tenk.lua\"", 2)
  end
  local chain = function(short)
    return concat(S.using, " uses ") .. " uses " .. short
      .. ": a script cannot use itself, directly or through others"
  end
  local short, key, file, chunk, problem
  if name:sub(1, 2) == "./" or name:sub(1, 3) == "../" or name:sub(1, 1) == "/" then
    -- A path: the host resolves it against the calling script's folder and reads it.
    chunk, problem, short, key, file = host.file(name)
    if not chunk then error("marbles.use(" .. format("%q", name) .. "): " .. problem, 2) end
    for i = 1, #S.keys do
      if S.keys[i] == key then
        error("marbles.use(" .. format("%q", name) .. "): " .. chain(short), 2)
      end
    end
  else
    short = name
    if short:sub(-4) == ".lua" then short = short:sub(1, -5) end
    if short:sub(1, 12) == "house_rules/" then short = short:sub(13) end
    for i = 1, #S.using do
      if S.using[i] == short then
        error("marbles.use(" .. format("%q", short) .. "): " .. chain(short), 2)
      end
    end
    chunk, problem = host.shipped(short)
    -- %q: a name with a NUL or a line break in it is shown whole, escaped.
    if not chunk then error("marbles.use(" .. format("%q", short) .. "): " .. problem, 2) end
    key = "shipped " .. short
  end
  local using, keys = {}, {}
  for i = 1, #S.using do using[i], keys[i] = S.using[i], S.keys[i] end
  using[#using + 1], keys[#keys + 1] = short, key
  local sub = { rules = S.rules, using = using, keys = keys }
  host.use(chunk, sub, host, file)
  if sub.api == nil then
    error("marbles.use(\"" .. short .. "\"): it declares no API version", 2)
  end
  for i = 1, #sub.ops do S.ops[#S.ops + 1] = sub.ops[i] end
  for _, event in ipairs({ "bank", "bust", "flood", "game_end", "keep", "steal", "throw", "turn_end" }) do
    local list = sub.hooks[event]
    if list then
      local mine = S.hooks[event] or {}
      for i = 1, #list do mine[#mine + 1] = list[i] end
      S.hooks[event] = mine
    end
  end
end

marbles.version = API

-- Scripts see an empty proxy, so not even `marbles.rules = nil` can replace a field.
local module = setmetatable({}, {
  __index = marbles,
  __newindex = function(_, key)
    error("marbles." .. tostring(key) .. " cannot be set: change rules through marbles.rules", 2)
  end,
  __metatable = "marbles",
})

-- A simulator plays game after game in one sandbox and keeps this module rather than run
-- this file again (see script.rs): `rebind(state)` gives it the next game's declaration
-- table, as this file's first lines do. The proxies are empty as made, but `rawset`
-- reaches past their metatables: the host clears them (`proxies`) before each game.
local function rebind(state)
  S = state
  S.examples, S.ops, S.hooks, S.scenarios = {}, {}, {}, {}
  S.using = S.using or { host.name }
  S.keys = S.keys or { host.key }
end

return module, rebind, { module, marbles.rules, three_proxy }
