-- refused: weak tables (__mode) are not allowed in house rules
marbles.api(2)
local cache = setmetatable({}, { __mode = "v" })
marbles.on("bank", function() if cache[1] then return { points = 50 } end end)
