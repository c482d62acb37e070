# Eksport: overskrifter, kolonnenavn, resultatord og tekstene på HTML-siden.
