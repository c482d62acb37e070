-- Runs first in every sandbox, before the API module and the script, and does four jobs.
--
-- 1. No way out of the budget. Once it is spent, every protected call, coroutine resume
--    and close raises it again; no message handler of a script runs after it (Lua runs
--    handlers with the instruction hook off after an error raised from the hook); and a
--    coroutine it stopped is never closed (its `__close` handlers would run with the hook
--    off). `__gc` finalizers and weak tables (`__mode`) are refused, and a sandbox
--    whose script sets a metatable collects garbage only as a call begins.
-- 2. Library functions that loop in C are charged for their work with `host.charge`, in
--    instructions: one per element touched, one per 8 bytes copied or scanned, and for a
--    pattern match its worst case. The list at the end says why every function of the
--    loaded libraries is bounded.
-- 3. Nothing a script sees depends on the process. `next` and `pairs` visit numbers (by
--    value), then strings (byte by byte), then false and true, then tables, functions and
--    coroutines in the order they were made (births.rs numbers them as they are made);
--    `tostring` shows no address (`table: #3`, numbered as first shown) and
--    `string.format` refuses `%p`; `math.random` starts from seed 0 and
--    `math.randomseed()` without a seed means 0.
-- 4. What the bytecode cannot show. A script whose functions write only tables they made
--    themselves remembers nothing between hook calls (memory.rs), so a refused action
--    costs it no rebuild, unless it reached a library function that changes something
--    the script can see again: `host.touch` counts those calls, whoever makes them
--    (`math.random`, `rawset`, `setmetatable`, the table functions that write, coroutines,
--    a `string.gmatch` iterator, a new number from `tostring`, a walk `next` keeps).
--
-- Library functions are called as `S.rep(...)` and the like, so that their own errors
-- name them as scripts know them ("bad argument #1 to 'rep'"); `enter` and the
-- protected calls then move such errors from this file onto the script's line.
local host = ...
local check, spent, charge, place, touch = host.check, host.spent, host.charge, host.place, host.touch
local collect_at_calls = host.collect_at_calls

local B = {}
for _, name in ipairs({ "error", "getmetatable", "ipairs", "next", "pairs", "rawget",
  "rawset", "select", "setmetatable", "tonumber", "tostring", "type", "xpcall" }) do
  B[name] = _G[name]
end
local function copy(t)
  local c = {}
  for k, v in B.next, t do c[k] = v end
  return c
end
local S, T, U, C, M = copy(string), copy(table), copy(utf8), copy(coroutine), copy(math)
local type, select, error, rawget = B.type, B.select, B.error, B.rawget

-- Errors raised here name the script's line, wherever in this file they start.
local function fail(message)
  error(place() .. message, 0)
end

-- Small work goes uncharged: it costs no more than the few instructions that ask for it.
local function pay(cost, what)
  if cost > 32 then charge(cost, what) end
end
-- The length of a string argument; numbers count as the text they become, and other
-- values are refused by the call itself.
local function len(v)
  local kind = type(v)
  if kind == "string" then return #v end
  if kind == "number" then return #B.tostring(v) end
  return 0
end

--------------------------------------------------------------------------------------
-- Births: the order tables, functions and coroutines were made in.

local addressed = { table = true, ["function"] = true, thread = true, userdata = true }
local born = B.setmetatable({}, { __mode = "k" })
local births = 0
local function birth(v)
  if addressed[type(v)] and born[v] == nil then
    births = births + 1
    born[v] = births
  end
  return v
end

--------------------------------------------------------------------------------------
-- 1. The budget.

local function pass(...)
  check()
  return ...
end

-- A library function's own error starts with this file's place; put it on the script's.
local function located(e)
  if type(e) == "string" then
    local rest = S.match(e, "^sandbox:%d+: (.*)$")
    if rest then return place() .. rest end
  end
  return e
end

pcall = function(f, ...)
  return pass(B.xpcall(f, located, ...))
end

xpcall = function(f, handler, ...)
  if type(handler) ~= "function" then
    return B.xpcall(f, handler, ...) -- refused in Lua's own words
  end
  return pass(B.xpcall(f, function(e)
    if spent() then return e end -- hooks may be off: no script code may run now
    return handler(located(e))
  end, ...))
end

-- Weak tables would show how far the garbage collector has got, which depends on how
-- much garbage came before (a refused move, an earlier game, how the sandbox was built),
-- not on the game: `__mode` is refused here, and since a metatable can gain one later,
-- the first metatable a script sets has the host run the collector only at the start of
-- each call, a whole cycle (`host.collect_at_calls`).
local collecting_at_calls = false
setmetatable = function(t, mt)
  if type(mt) == "table" then
    if rawget(mt, "__gc") ~= nil then
      fail("__gc finalizers are not allowed in house rules")
    end
    if rawget(mt, "__mode") ~= nil then
      fail("weak tables (__mode) are not allowed in house rules: what they hold would depend on when Lua collects garbage, not on the game")
    end
    if not collecting_at_calls then
      collecting_at_calls = true
      collect_at_calls()
    end
  end
  touch() -- a table made in a hook may now write elsewhere (`__newindex`)
  return B.setmetatable(t, mt)
end

rawset = function(...)
  touch()
  local t = B.rawset(...) -- not a tail call, so its errors name 'rawset'
  return t
end

-- Coroutines the budget stopped: closing one would run its `__close` handlers unhooked.
local stopped = B.setmetatable({}, { __mode = "k" })
local function resumed(co, ok, ...)
  if not ok and spent() then stopped[co] = true end
  check()
  return ok, ...
end

coroutine.resume = function(co, ...)
  touch()
  return resumed(co, C.resume(co, ...))
end

coroutine.close = function(co)
  touch()
  check()
  if stopped[co] then
    return false, "the coroutine was stopped by the instruction budget"
  end
  return pass(C.close(co))
end

coroutine.create = function(f)
  return birth(C.create(f))
end

coroutine.running = function()
  local co, main = C.running()
  return birth(co), main
end

-- Lua's own `wrap` closes a failed coroutine inside C, where a stopped one's `__close`
-- handlers would run unhooked; this one does what it does, in the open.
local function unwrapped(co, ok, ...)
  if ok then return ... end
  local err = ...
  if spent() then stopped[co] = true end
  check()
  if C.status(co) == "dead" then
    local closed, why = C.close(co)
    check()
    if not closed then err = why end
  end
  if type(err) == "string" then err = place() .. err end
  error(err, 0)
end

coroutine.wrap = function(f)
  if type(f) ~= "function" then
    fail("bad argument #1 to 'wrap' (function expected, got " .. type(f) .. ")")
  end
  local co = birth(C.create(f))
  return birth(function(...)
    touch()
    return unwrapped(co, C.resume(co, ...))
  end)
end

--------------------------------------------------------------------------------------
-- 2. Charging library functions for their work.

local MAX_SUBJECT, MAX_REPEATS = 256, 2

-- The worst case of a pattern match: every start, times every way each repetition (and
-- each %b or back-reference) can stretch, on at most 256 characters.
local function pattern_cost(name, subject, pattern, plain)
  if type(pattern) == "number" then pattern = B.tostring(pattern) end
  if type(pattern) ~= "string" then return 0 end
  local n, m = len(subject), #pattern
  if plain or not S.find(pattern, "[%^%$%*%+%?%.%(%)%[%]%%%-]") then
    return n * (m < n and m or n) / 8 + n / 8
  end
  if n > MAX_SUBJECT then
    fail("string." .. name .. ": house rules match patterns on at most " .. MAX_SUBJECT .. " characters")
  end
  local repeats = select(2, S.gsub(pattern, "[%*%+%-%?]", ""))
  if repeats > MAX_REPEATS then
    fail("string." .. name .. ": house rules allow at most " .. MAX_REPEATS .. " repetitions (* + - ?) in a pattern")
  end
  repeats = repeats + select(2, S.gsub(pattern, "%%[b1-9]", ""))
  return (n + 1) ^ (repeats + 1) + m
end

string.find = function(s, p, init, plain)
  pay(pattern_cost("find", s, p, plain), "string.find")
  return S.find(s, p, init, plain)
end

string.match = function(s, p, init)
  pay(pattern_cost("match", s, p), "string.match")
  return S.match(s, p, init)
end

-- One iterator scans its subject once in all, so it is charged once.
string.gmatch = function(s, p, init)
  pay(pattern_cost("gmatch", s, p), "string.gmatch")
  local step = S.gmatch(s, p, init)
  -- The iterator keeps its place between calls.
  return birth(function()
    touch()
    return step()
  end)
end

string.gsub = function(s, p, repl, n)
  pay(pattern_cost("gsub", s, p), "string.gsub")
  local result, count = S.gsub(s, p, repl, n)
  pay(#result / 8, "string.gsub")
  return result, count
end

string.rep = function(s, n, sep)
  local count = B.tonumber(n)
  if count and count > 0 then
    pay(count + (len(s) + len(sep)) * count / 8, "string.rep")
  end
  return S.rep(s, n, sep)
end

string.lower = function(s)
  pay(len(s) / 8, "string.lower")
  return S.lower(s)
end

string.upper = function(s)
  pay(len(s) / 8, "string.upper")
  return S.upper(s)
end

string.reverse = function(s)
  pay(len(s) / 8, "string.reverse")
  return S.reverse(s)
end

string.sub = function(s, i, j)
  local result = S.sub(s, i, j)
  pay(#result / 8, "string.sub")
  return result
end

-- How many bytes `s:byte(i, j)` or `utf8.codepoint(s, i, j)` reads at most, as Lua
-- reads i and j: they are charged for it before any work, since the values they return
-- could alone fill the memory.
local function whole(v, default)
  if v == nil then return default end
  return M.tointeger(B.tonumber(v)) -- nil when the call itself will refuse it
end
local function span(s, i, j)
  local n = len(s)
  local first = whole(i, 1)
  local last = first and whole(j, first)
  if not (first and last) then return 0 end
  if first < 0 then first = first < -n and 1 or n + first + 1 elseif first == 0 then first = 1 end
  if last > n then last = n elseif last < 0 then last = last < -n and 0 or n + last + 1 end
  return last >= first and last - first + 1 or 0
end

string.byte = function(s, i, j)
  pay(span(s, i, j), "string.byte")
  return S.byte(s, i, j)
end

string.pack = function(fmt, ...)
  pay(len(fmt), "string.pack")
  local result = S.pack(fmt, ...)
  pay(#result / 8, "string.pack")
  return result
end

string.packsize = function(fmt)
  pay(len(fmt), "string.packsize")
  return S.packsize(fmt)
end

string.unpack = function(fmt, s, pos)
  pay(len(fmt) + len(s) / 8, "string.unpack")
  return S.unpack(fmt, s, pos)
end

-- 3. `string.format`: no addresses, neither `%p` nor `%s` of a table.

-- The conversion letters of a format, in order, read in one pass that never backtracks
-- (a pattern like `%%[-+ #0]*%d*p` backtracks cubically over a run of zeros): after each
-- `%`, flags, width, precision, then the letter ("" at the end of the text).
local FLAGS = { [32] = true, [35] = true, [43] = true, [45] = true, [48] = true } -- " #+-0"
local function conversions(fmt)
  local found, n, i = {}, 0, 1
  while true do
    local at = S.find(fmt, "%", i, true)
    if at == nil then return found end
    local j = at + 1
    local c = S.byte(fmt, j)
    if c ~= 37 then -- not `%%`
      while c and FLAGS[c] do j = j + 1 c = S.byte(fmt, j) end
      while c and c >= 48 and c <= 57 do j = j + 1 c = S.byte(fmt, j) end
      if c == 46 then
        j = j + 1 c = S.byte(fmt, j)
        while c and c >= 48 and c <= 57 do j = j + 1 c = S.byte(fmt, j) end
      end
      n = n + 1
      found[n] = c and S.char(c) or ""
    end
    i = j + 1
  end
end

local tostring_of -- below
string.format = function(fmt, ...)
  if type(fmt) ~= "string" then return S.format(fmt, ...) end
  -- Charged by its length before it is read: the reading itself is Lua, counted as it runs.
  pay(#fmt / 8, "string.format")
  local specs = conversions(fmt)
  for i = 1, #specs do
    if specs[i] == "p" then
      fail("string.format: %p would show a memory address, which differs between runs: house rules cannot use it")
    end
  end
  local n = select("#", ...)
  local result
  if n > 0 then
    local args, changed = T.pack(...), false
    for i = 1, (#specs < n and #specs or n) do
      if specs[i] == "s" and addressed[type(args[i])] then
        args[i] = tostring_of(args[i])
        changed = true
      end
    end
    if changed then
      result = S.format(fmt, T.unpack(args, 1, n))
    else
      result = S.format(fmt, ...)
    end
  else
    result = S.format(fmt)
  end
  pay(#result / 8, "string.format")
  return result
end

-- Arithmetic on strings turns them into numbers first, in the string library.
local string_meta = B.getmetatable("")
for _, event in B.ipairs({ "__add", "__sub", "__mul", "__div", "__mod", "__pow", "__unm", "__idiv" }) do
  local arith = { raw = string_meta[event] }
  string_meta[event] = function(a, b)
    pay((len(a) + len(b)) / 8, "arithmetic on a string")
    return arith.raw(a, b)
  end
end

tonumber = function(v, base)
  if type(v) == "string" then pay(#v / 8, "tonumber") end
  return B.tonumber(v, base)
end

utf8.codepoint = function(s, i, j, lax)
  pay(span(s, i, j), "utf8.codepoint")
  return U.codepoint(s, i, j, lax)
end

utf8.len = function(s, i, j, lax)
  pay(len(s) / 8, "utf8.len")
  return U.len(s, i, j, lax)
end

utf8.offset = function(s, n, i)
  pay(len(s) / 8, "utf8.offset")
  return U.offset(s, n, i)
end

-- Tables. A `__len` may answer differently each time it is asked, so the C functions
-- that ask it and then loop are rewritten here, where every step is an instruction.

local function integer(v, arg, name)
  local n = M.tointeger(v)
  if n == nil then
    if type(v) == "number" then
      fail("bad argument #" .. arg .. " to '" .. name .. "' (number has no integer representation)")
    end
    fail("bad argument #" .. arg .. " to '" .. name .. "' (number expected, got " .. (v == nil and "no value" or type(v)) .. ")")
  end
  return n
end

local function length(t, name)
  if type(t) ~= "table" then
    fail("bad argument #1 to '" .. name .. "' (table expected, got " .. (t == nil and "no value" or type(t)) .. ")")
  end
  local n = #t
  if M.type(n) ~= "integer" then fail("object length is not an integer") end
  return n
end

table.insert = function(t, ...)
  touch()
  local given = select("#", ...)
  if given == 1 then return T.insert(t, ...) end -- appending: one step
  if given ~= 2 then fail("wrong number of arguments to 'insert'") end
  local e = length(t, "insert") + 1
  local pos, value = ...
  pos = integer(pos, 2, "insert")
  if not M.ult(pos - 1, e) then
    fail("bad argument #2 to 'insert' (position out of bounds)")
  end
  for i = e, pos + 1, -1 do t[i] = t[i - 1] end
  t[pos] = value
end

table.remove = function(t, pos)
  touch()
  local size = length(t, "remove")
  if pos == nil then
    pos = size
  else
    pos = integer(pos, 2, "remove")
    if pos ~= size and M.ult(size, pos - 1) then
      fail("bad argument #2 to 'remove' (position out of bounds)")
    end
  end
  local value = t[pos]
  while pos < size do
    t[pos] = t[pos + 1]
    pos = pos + 1
  end
  t[pos] = nil
  return value
end

-- Sorting copies into a plain list whose length cannot change, sorts that (charged for
-- n log n comparisons), and copies back.
table.sort = function(t, less)
  if less ~= nil and type(less) ~= "function" then
    fail("bad argument #2 to 'sort' (function expected, got " .. type(less) .. ")")
  end
  touch()
  local n = length(t, "sort")
  if n < 2 then return end
  pay(n * M.log(n, 2), "table.sort")
  local list = B.setmetatable({}, { __len = function() return n end })
  for i = 1, n do list[i] = t[i] end
  T.sort(list, less)
  for i = 1, n do t[i] = list[i] end
end

table.concat = function(t, sep, i, j)
  i = i == nil and 1 or integer(i, 3, "concat")
  j = j == nil and length(t, "concat") or integer(j, 4, "concat")
  if j >= i then pay(j / 1 - i + 1, "table.concat") end
  local result = T.concat(t, sep, i, j)
  pay(#result / 8, "table.concat")
  return result
end

table.unpack = function(t, i, j)
  i = i == nil and 1 or integer(i, 2, "unpack")
  if j == nil then
    j = #t
    if M.type(j) ~= "integer" then fail("object length is not an integer") end
  else
    j = integer(j, 3, "unpack")
  end
  if j >= i then pay(j / 1 - i + 1, "table.unpack") end
  return T.unpack(t, i, j)
end

table.move = function(a1, f, e, t, a2)
  touch()
  local first, last = B.tonumber(f), B.tonumber(e)
  if first and last and last >= first then pay(last / 1 - first + 1, "table.move") end
  return T.move(a1, f, e, t, a2)
end

table.pack = function(...)
  return birth(T.pack(...))
end

--------------------------------------------------------------------------------------
-- 3. The same in every process.

local rank = { number = 1, string = 2, boolean = 3 }
local function before(a, b)
  local ra, rb = rank[type(a)] or 4, rank[type(b)] or 4
  if ra ~= rb then return ra < rb end
  if ra == 4 then return born[a] < born[b] end
  if ra == 3 then return b and not a end
  return a < b
end

local function unknown(k)
  fail("pairs: marbles does not know when this " .. type(k) .. " used as a key was made, so it cannot visit it in the same order every time (please report this)")
end

-- A table's keys in order, and where each one stands.
local function snapshot(t)
  local keys, n = {}, 0
  local k = B.next(t)
  while k ~= nil do
    n = n + 1
    keys[n] = k
    if rank[type(k)] == nil and born[k] == nil then unknown(k) end
    k = B.next(t, k)
  end
  if n > 1 then T.sort(keys, before) end
  local at = {}
  for i = 1, n do at[keys[i]] = i end
  return { keys = keys, at = at, n = n }
end

-- The key after `k` that still has a value.
local function after(t, order, k)
  local i = 0
  if k ~= nil then
    i = order.at[k]
    if i == nil then fail("invalid key to 'next'") end
  end
  local keys = order.keys
  for j = i + 1, order.n do
    local key = keys[j]
    local value = rawget(t, key)
    if value ~= nil then return key, value end
  end
  return nil
end

-- The first key of a walk: one pass over the keys, no sort.
local function first(t)
  local best = B.next(t)
  local k = best
  while k ~= nil do
    if rank[type(k)] == nil and born[k] == nil then unknown(k) end
    if before(k, best) then best = k end
    k = B.next(t, k)
  end
  return best
end

-- `next` keeps the order of the walk under way for each table, taken at its second step.
local orders = B.setmetatable({}, { __mode = "k" })
next = function(t, k)
  if type(t) ~= "table" then return B.next(t, k) end -- refused in Lua's own words
  if k == nil then
    if orders[t] ~= nil then
      touch()
      orders[t] = nil
    end
    local key = first(t)
    if key == nil then return nil end
    return key, rawget(t, key)
  end
  local order = orders[t]
  if order == nil or order.at[k] == nil then
    order = snapshot(t)
    touch()
    orders[t] = order
  end
  return after(t, order, k)
end

-- `pairs` gives each loop its own order, so loops inside loops over one table, and
-- fields cleared along the way, behave as in plain Lua.
pairs = function(t)
  local f, s, c = B.pairs(t)
  if f ~= B.next or type(t) ~= "table" then
    if f == B.next then return next, s, c end
    return f, s, c -- a __pairs metamethod decides
  end
  local order = snapshot(t)
  return birth(function(_, k) return after(t, order, k) end), t, nil
end

local shown = B.setmetatable({}, { __mode = "k" })
local shows = 0
tostring_of = function(v)
  local text = B.tostring(v)
  if addressed[type(v)] then
    local address = S.format("%p", v)
    local cut = #text - #address
    if cut > 2 and S.sub(text, cut + 1) == address and S.sub(text, cut - 1, cut) == ": " then
      local n = shown[v]
      if n == nil then
        touch()
        shows = shows + 1
        n = shows
        shown[v] = n
      end
      return S.sub(text, 1, cut - 2) .. ": #" .. n
    end
  end
  return text
end
tostring = function(...)
  if select("#", ...) == 0 then return B.tostring() end -- refused in Lua's own words
  return tostring_of((...))
end

math.randomseed = function(...)
  touch()
  if select("#", ...) == 0 then return M.randomseed(0) end
  return M.randomseed(...)
end
math.randomseed(0)
math.random = function(...)
  touch()
  local n = M.random(...) -- not a tail call, so its errors name 'random'
  return n
end
string.dump = nil

--------------------------------------------------------------------------------------
-- Calls from the host: errors become one placed line of text.

local function surfaced(e)
  e = located(e)
  local kind = type(e)
  if kind == "userdata" then return e end -- the host's own errors
  local text
  if kind == "string" or kind == "number" then
    text = B.tostring(e)
  elseif addressed[kind] then
    text = tostring_of(e)
    if S.find(text, ": #%d+$") then text = nil end -- no __tostring of its own
  end
  text = text or "(error object is a " .. kind .. " value)"
  -- Errors raised in C carry no line: give them the script's.
  if not S.find(text, "^[^\n]-:%d+: ") then text = place() .. text end
  return text
end

local function finish(ok, ...)
  if ok then return ... end
  error((...), 0)
end

local function enter(f, ...)
  return finish(B.xpcall(f, surfaced, ...))
end

-- Everything that exists before any script runs, numbered in a fixed order.
local function number_all(t, seen)
  birth(t)
  local names = {}
  for k in B.next, t do
    if type(k) == "string" then names[#names + 1] = k end
  end
  T.sort(names)
  for _, name in B.ipairs(names) do
    local v = rawget(t, name)
    if addressed[type(v)] and not seen[v] then
      seen[v] = true
      birth(v)
      if type(v) == "table" then number_all(v, seen) end
    end
  end
end
number_all(_G, {})
number_all(string_meta, {})
birth((B.ipairs({})))
birth((U.codes("")))
birth((U.codes("", true)))
birth((C.running()))

-- A generic `for` in a script passes its values through here (see births.rs).
local function loop(f, s, c, closing)
  if closing ~= nil and closing ~= false then
    fail("a for loop's fourth value (a to-be-closed value) is not available in house rules")
  end
  return f, s, c
end

local chunk = { birth = birth, loop = loop }

-- The shared tables as a fresh sandbox has them, for `renew`. Everything else a script
-- reaches it made itself, and a rerun of the script makes it again.
local shared = { _G, string, table, math, utf8, coroutine, string_meta, chunk }
local pristine = {}
for i = 1, #shared do
  local t = shared[i]
  local fields, n = copy(t), 0
  for _ in B.next, fields do n = n + 1 end
  pristine[i] = { fields = fields, n = n, meta = B.getmetatable(t) }
end

-- Makes this sandbox as it was when this file finished, for a simulator's next game: the
-- shared tables get back their fields and metatables, `tostring`'s numbering, `next`'s
-- walks and `math.random` start again. Returns false when a metatable is protected and
-- cannot be put back (the host then builds a new sandbox). One walk over each table finds
-- what changed; a second walk, over what it had, runs only when a field went missing.
local rawset = B.rawset -- a script may replace the global
local function renew()
  for i = 1, #shared do
    local t, saved = shared[i], pristine[i]
    if B.getmetatable(t) ~= saved.meta then
      local ok = B.xpcall(B.setmetatable, located, t, saved.meta)
      if not ok then return false end
    end
    local fields, changed, n, same = saved.fields, nil, 0, 0
    for k, v in B.next, t do
      if fields[k] == v then
        same = same + 1
      else
        changed = changed or {}
        n = n + 1
        changed[n] = k
      end
    end
    for j = 1, n do
      local k = changed[j]
      rawset(t, k, fields[k])
    end
    if same < saved.n then
      for k, v in B.next, fields do
        if rawget(t, k) ~= v then rawset(t, k, v) end
      end
    end
  end
  shown = B.setmetatable({}, { __mode = "k" })
  shows = 0
  orders = B.setmetatable({}, { __mode = "k" })
  M.randomseed(0)
  return true
end

-- `setmetatable` without the count, for the host's own tables (hook_call.lua).
return { enter = enter, birth = birth, chunk = chunk, renew = renew, setmetatable = B.setmetatable }

-- Every function of the loaded libraries, and why one call of it is bounded:
--
-- base      assert, error, getmetatable, rawget, rawlen, rawset, type: constant work.
--           rawequal: compares long strings byte by byte, like `==` (see "VM" below).
--           ipairs: constant work per step. select, print and warn (both silent): their
--           arguments (see "arguments"). tonumber: charged by a string's length.
--           next, pairs, tostring: rewritten above in Lua. pcall, xpcall: wrapped (1).
--           setmetatable: refuses __gc and __mode. load, loadfile, dofile, collectgarbage,
--           require: removed by the host.
-- string    byte: charged per byte it reads, before it reads them. char, len: arguments, constant.
--           find, match, gmatch, gsub: charged by the pattern's worst case,
--           (length + 1) ^ (repetitions + 1), on at most 256 characters with at most two
--           repetitions; a plain search by subject times pattern bytes; gsub also by its
--           result. format: charged by format and result. lower, upper, reverse, sub:
--           charged by length. rep: by count and result length. pack, packsize,
--           unpack: by format and data. dump: removed. The string metatable's
--           arithmetic (string to number): charged by length.
-- table     concat, unpack, move: charged per element before any work starts.
--           insert, remove, sort: rewritten above (a C loop would trust a `__len` that
--           can change its answer); sort is charged n log n for comparisons done in C.
--           pack: arguments.
-- math      constant work, except max and min (arguments) and random (rejection
--           sampling: under two draws expected). randomseed: fixed without a seed.
-- utf8      char: arguments. codepoint: charged per byte it reads, before. len, offset: by length.
--           codes: constant work per step (a step skips at most a character's bytes).
-- coroutine create, wrap, running: number what they make. resume, close: wrapped (1).
--           status, yield, isyieldable: constant work.
--
-- Arguments: a call's arguments were put on the stack by the caller, an instruction for
-- each one written out, or by a charged library call (unpack, byte, codepoint).
-- VM: some single instructions do work in proportion to their operands: `...` and
-- multiple results copy up to a stack's worth of values (a million), `..` and string
-- comparisons touch every byte of their strings (at most the memory limit). The
-- instruction hook runs between them, so the wall-clock deadline bounds a script that
-- repeats them.
