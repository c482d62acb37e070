-- Several handlers of one event together near the 200,000 an event may run.
marbles.api(2)
for k = 1, 3 do
  marbles.on("bank", function(event)
    for i = 1, 66000 + (event.points % 700) do end
  end)
end
marbles.on("keep", function(event)
  for i = 1, 700 do end
  if event.points == 50 then return { refuse = "a lone 5 is not enough" } end
end)
