-- Calls one hook with the `event` and `game` tables it reads, built here in a single call
-- from the host: set field by field from Rust, every field is a protected call into Lua,
-- and a simulation answers hundreds of thousands of events a second.
--
-- Trusted code, compiled as written (not renumbered, see births.rs): it numbers the
-- tables it makes itself, in the order the script has always seen them made: the event,
-- its list of dice or winners, the game, the list of players, each player, the turn.
-- The hook is called last, as a tail call, so that `error(msg, 2)` in a hook names no
-- line of this file. A hook that `sees` fewer arguments than both tables (a Lua function
-- that names fewer parameters and takes no `...`) gets none it cannot see: the host sends
-- nothing for them.
-- `setmetatable` is the library's own, which `host.touch` does not count (harden.lua):
-- the view of the rules is the host's table, not one a hook made.
local birth, setmetatable = ...

-- `game.rules` is a read-only view of the rules in play (one table per script, made by the
-- host); each call gets a fresh empty proxy, numbered like the other tables.
local game_rules = {
  __newindex = function(_, key)
    error("game.rules." .. tostring(key) .. " cannot be set: game.rules shows the rules in play, read-only", 2)
  end,
  __metatable = "game.rules",
}

return function(handler, sees, kind, player, name, points, lost, from, dice_left, rules, listed,
                round, starter, final_round_by, players,
                has_turn, t_player, t_points, t_in_hand, t_keeps, t_throws, t_stolen, ...)
  if sees == 0 then return handler() end
  local rest = (listed or players > 0) and { ... }
  local e = birth({ kind = kind, player = player, name = name, points = points,
    lost = lost, from = from, dice_left = dice_left })
  local n = 0
  if listed then
    local list = {}
    for i = 1, listed do list[i] = rest[i] end
    birth(list)
    if kind == "game_end" then e.winners = list else e.dice = list end
    n = listed
  end
  if sees == 1 then return handler(e) end
  local g = birth({ round = round, starter = starter, final_round_by = final_round_by })
  local seats = birth({})
  for p = 1, players do
    local i = n + (p - 1) * 6
    seats[p] = birth({ name = rest[i + 1], total = rest[i + 2], open = rest[i + 3],
      turns = rest[i + 4], busts = rest[i + 5], floods = rest[i + 6] })
  end
  g.players = seats
  if rules then
    if game_rules.__index ~= rules then
      game_rules.__index = rules
      game_rules.__pairs = function() return pairs(rules) end
    end
    g.rules = setmetatable(birth({}), game_rules)
  end
  if has_turn then
    g.turn = birth({ player = t_player, points = t_points, in_hand = t_in_hand,
      keeps = t_keeps, throws = t_throws, stolen = t_stolen })
  end
  return handler(e, g)
end
