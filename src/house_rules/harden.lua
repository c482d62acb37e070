-- Runs first in every sandbox. Closes the holes the standard libraries leave in a
-- sandbox with an instruction budget: catching the budget error, finalizers that
-- swallow errors, and string patterns that backtrack for ever inside one C call.
local check = ...
local raw_pcall, raw_xpcall, raw_setmetatable = pcall, xpcall, setmetatable
local rawget, type, error, ipairs, select = rawget, type, error, ipairs, select
local raw_resume, raw_close = coroutine.resume, coroutine.close
local raw_gsub, tostring = string.gsub, tostring

-- Once the budget is spent, every protected call re-raises, so no pcall can outlive it.
local function pass(...)
  check()
  return ...
end
pcall = function(...) return pass(raw_pcall(...)) end
xpcall = function(...) return pass(raw_xpcall(...)) end
coroutine.resume = function(...) return pass(raw_resume(...)) end
coroutine.close = function(...) return pass(raw_close(...)) end

setmetatable = function(t, mt)
  if type(mt) == "table" and rawget(mt, "__gc") ~= nil then
    error("__gc finalizers are not allowed in house rules", 2)
  end
  local ok, result = raw_pcall(raw_setmetatable, t, mt)
  if not ok then
    error(raw_gsub(tostring(result), "^sandbox:%d+: ", ""), 2)
  end
  return result
end

local MAX_SUBJECT, MAX_REPEATS = 256, 2
for _, name in ipairs({ "find", "match", "gmatch", "gsub" }) do
  local raw = string[name]
  string[name] = function(subject, pattern, init, plain, ...)
    if not (name == "find" and plain) then
      if type(subject) == "string" and #subject > MAX_SUBJECT then
        error("string." .. name .. ": house rules match patterns on at most " .. MAX_SUBJECT .. " characters", 2)
      end
      if type(pattern) == "string" and select(2, raw_gsub(pattern, "[%*%+%-%?]", "")) > MAX_REPEATS then
        error("string." .. name .. ": house rules allow at most " .. MAX_REPEATS .. " repetitions (* + - ?) in a pattern", 2)
      end
    end
    return raw(subject, pattern, init, plain, ...)
  end
end
string.dump = nil

-- A fixed seed: replaying a game from a fresh state must draw the same numbers.
math.randomseed(0)
