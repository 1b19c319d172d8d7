from mqss_edge.cli import main

main()
