# Reports of the one-shot commands: score, rules, odds, advise, simulate.

win-chances = To win: { $each }{ $how }{ $hooks }.
win-chances-estimate = {" "}(estimate, { $interval })
win-chances-hooks = {" "}(house-rule hooks not counted)

win-estimating = Working out the win chances from { $games } games played out…
