# Exports: headings, column names, result words and the HTML page's texts.
