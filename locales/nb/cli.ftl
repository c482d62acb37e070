# Kommandolinja: hjelpe- og om-tekstene til clap, og CLI-ens egne feil.

cli-examples-fail = { $failed } av eksemplene skriptet oppgir holder ikke: rett skriptet eller eksempelet
