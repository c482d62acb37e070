-- Calls one hook with the `event` and `game` tables it reads, built here in a single call
-- from the host: set field by field from Rust, every field is a protected call into Lua,
-- and a simulation answers hundreds of thousands of events a second.
--
-- Trusted code, compiled as written (not renumbered, see births.rs): it numbers the
-- tables a script sees itself, in the order the script has always seen them made: the
-- event, its list of dice or winners, the game, the list of players, each player, the
-- turn. The hook is called last, as a tail call, so that `error(msg, 2)` in a hook names
-- no line of this file. A hook that `sees` fewer arguments than both tables (a Lua
-- function that names fewer parameters and takes no `...`) gets none it cannot see: the
-- host sends nothing for them.
-- `setmetatable` is the library's own, which `host.touch` does not count (harden.lua):
-- the views are the host's tables, not ones a hook made.
--
-- Every table a hook sees is a read-only view, strict both ways: each is an empty proxy
-- over a table of values the script never sees, so writing any field (even one that has
-- a value) is an error naming the field and what the hook should do instead, and reading
-- a field the table does not have is an error listing the fields it has. Writing a view
-- never changed the game, and a misspelt field read as nil: both were silent mistakes.
local birth, setmetatable = ...
local pairs, error, type, tostring = pairs, error, type, tostring

-- A key as a message shows it, without `tostring`'s numbering of tables (harden.lua).
local function shown(key)
  local kind = type(key)
  if kind == "string" then return key end
  if kind == "number" or kind == "boolean" then return tostring(key) end
  return "a " .. kind
end

local README = " (see marbles.on in house_rules/README.md)"

-- The fields of each event, and every name any event has: a handler shared by several
-- events may ask for a field its event lacks (`event.points` of a bust) and get nil.
local EVENT_FIELDS = {
  throw = "kind, player, name, dice",
  keep = "kind, player, name, dice, points",
  bust = "kind, player, name, lost",
  flood = "kind, player, name, lost",
  bank = "kind, player, name, points",
  steal = "kind, player, name, from, points, dice_left",
  turn_end = "kind, player, name",
  game_end = "kind, winners",
}
local ANY_EVENT = {
  kind = true, player = true, name = true, points = true, lost = true, from = true,
  dice_left = true, dice = true, winners = true,
}

local event_values = {
  __index = function(values, key)
    if ANY_EVENT[key] then return nil end
    local kind = values.kind
    error("event has no field `" .. shown(key) .. "`: a `" .. kind .. "` event has "
      .. EVENT_FIELDS[kind] .. README, 2)
  end,
}
local game_values = {
  __index = function(_, key)
    if key == "final_round_by" or key == "turn" or key == "starter" or key == "rules" then
      return nil
    end
    error("game has no field `" .. shown(key)
      .. "`: game has round, starter, final_round_by, players, turn and rules" .. README, 2)
  end,
}
local player_values = {
  __index = function(_, key)
    error("a player (game.players[p]) has no field `" .. shown(key)
      .. "`: a player has name, total, open, turns, busts and floods" .. README, 2)
  end,
}
local turn_values = {
  __index = function(_, key)
    error("game.turn has no field `" .. shown(key)
      .. "`: the turn has player, points, in_hand, keeps, throws and stolen" .. README, 2)
  end,
}
local rules_values = {
  __index = function(_, key)
    error("game.rules has no field `" .. shown(key)
      .. "`: game.rules has win_at, open_at, dice, min_bank, final_round, point_stacking,"
      .. " hand_off, opening and one_throw_when_open" .. README, 2)
  end,
}
-- A list answers its positions (nil past its end, which ends `ipairs`) and nothing else.
local function list_values(what, of)
  return {
    __index = function(_, key)
      if type(key) == "number" then return nil end
      error(what .. " has no field `" .. shown(key) .. "`: it is a list of " .. of
        .. ", " .. what .. "[1] to " .. what .. "[#" .. what .. "]", 2)
    end,
  }
end
local dice_values = list_values("event.dice", "faces")
local winners_values = list_values("event.winners", "players")
local seats_values = list_values("game.players", "players by seat")

-- What a hook does instead of writing a view.
local RETURN = "a hook changes the game by what it returns (return { points = N }, { total = N }, ...)"
  .. " and keeps what it remembers in a table of its own"
local function deny(what, hint)
  return function(_, key)
    local field = shown(key)
    local says = hint[key] or hint[1]
    error(what(field) .. " cannot be set: " .. says, 2)
  end
end
local deny_event = deny(function(f) return "event." .. f end, {
  "event is what happened, read-only: " .. RETURN,
  points = "event is what happened, read-only: to add to a keep's or bank's points, return { points = N }",
})
local TOTAL = "game is a snapshot, read-only: to change a total return { total = N } (the acting"
  .. " player), or with marbles.api(2) { adjust = {[p] = N} } or { totals = {[p] = N} }"
local deny_game = deny(function(f) return "game." .. f end, {
  "game is a snapshot, read-only: " .. RETURN,
})
local deny_player = deny(function(f) return "game.players[p]." .. f end, {
  "game is a snapshot, read-only: " .. RETURN,
  total = TOTAL,
})
local deny_turn = deny(function(f) return "game.turn." .. f end, {
  "game is a snapshot, read-only: " .. RETURN,
  points = "game is a snapshot, read-only: to add to the turn's points, return { points = N } from the `keep` or `bank` hook",
})
local function deny_list(what)
  return deny(function(f) return what .. "[" .. f .. "]" end, {
    what .. " is read-only: copy it to change it (local t = { table.unpack(" .. what .. ") })",
  })
end
local deny_dice, deny_winners, deny_seats =
  deny_list("event.dice"), deny_list("event.winners"), deny_list("game.players")

-- The view of `values`: an empty proxy, numbered as the table it stands for always was.
local function view(values, strict, denied, name, n)
  setmetatable(values, strict)
  local meta = {
    __index = values,
    __newindex = denied,
    __pairs = function()
      local walk = pairs(values)
      return walk, nil, nil
    end,
    __metatable = name,
  }
  if n then meta.__len = function() return n end end
  return birth(setmetatable({}, meta))
end

-- `game.rules` is a read-only view of the rules in play (one table per script, made by the
-- host); each call gets a fresh empty proxy, numbered like the other tables.
local game_rules = {
  __newindex = function(_, key)
    error("game.rules." .. shown(key) .. " cannot be set: game.rules shows the rules in play, read-only", 2)
  end,
  __metatable = "game.rules",
}

return function(handler, sees, kind, player, name, points, lost, from, dice_left, rules, listed,
                round, starter, final_round_by, players,
                has_turn, t_player, t_points, t_in_hand, t_keeps, t_throws, t_stolen, ...)
  if sees == 0 then return handler() end
  local rest = (listed or players > 0) and { ... }
  local values = { kind = kind, player = player, name = name, points = points,
    lost = lost, from = from, dice_left = dice_left }
  local e = view(values, event_values, deny_event, "event")
  local n = 0
  if listed then
    local list = {}
    for i = 1, listed do list[i] = rest[i] end
    if kind == "game_end" then
      values.winners = view(list, winners_values, deny_winners, "event.winners", listed)
    else
      values.dice = view(list, dice_values, deny_dice, "event.dice", listed)
    end
    n = listed
  end
  if sees == 1 then return handler(e) end
  local game = { round = round, starter = starter, final_round_by = final_round_by }
  local g = view(game, game_values, deny_game, "game")
  local seats = {}
  local seats_view = view(seats, seats_values, deny_seats, "game.players", players)
  for p = 1, players do
    local i = n + (p - 1) * 6
    seats[p] = view({ name = rest[i + 1], total = rest[i + 2], open = rest[i + 3],
      turns = rest[i + 4], busts = rest[i + 5], floods = rest[i + 6] },
      player_values, deny_player, "game.players[p]")
  end
  game.players = seats_view
  if rules then
    if game_rules.__index ~= rules then
      setmetatable(rules, rules_values)
      game_rules.__index = rules
      game_rules.__pairs = function()
        local walk = pairs(rules)
        return walk, nil, nil
      end
    end
    game.rules = setmetatable(birth({}), game_rules)
  end
  if has_turn then
    game.turn = view({ player = t_player, points = t_points, in_hand = t_in_hand,
      keeps = t_keeps, throws = t_throws, stolen = t_stolen }, turn_values, deny_turn, "game.turn")
  end
  return handler(e, g)
end
