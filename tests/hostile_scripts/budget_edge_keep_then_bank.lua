-- The issue's case: keeps refused after a few hundred instructions, a bank hook within a
-- thousand instructions of the 100,000 a call may run.
marbles.api(2)
marbles.on("keep", function(event)
  for i = 1, 480 do end
  if event.points < 150 then return { refuse = "keep more" } end
end)
marbles.on("bank", function(event)
  for i = 1, 99000 + (event.points % 1000) do end
end)
