-- refused: __gc finalizers are not allowed in house rules
marbles.api(2)
local seen = 0
setmetatable({}, { __gc = function() seen = seen + 1 end })
marbles.on("bank", function() return { points = seen * 50 } end)
