# Ved bordet (REPL): ledetekster, kunngjøringer, hjelp, blokka, velkomst og farvel.

table-too-many-roll-off-dice = { $typed } terninger skrevet inn for omkastet, men { $waiting ->
    [one] bare { $waiting } spiller
   *[other] bare { $waiting } spillere
} skal kaste: skriv én terning per spiller
