# Reports of the one-shot commands: score, rules, odds, advise, simulate.
