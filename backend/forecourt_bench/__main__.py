from forecourt_bench.cli import main

main()
