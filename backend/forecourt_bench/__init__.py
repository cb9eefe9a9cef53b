"""The benchmarks (make bench): search beside its peers, lead intake, a live server measured by
Lighthouse and HTTP load, and many sites in one process. Outside the app package: the app never
imports them."""
