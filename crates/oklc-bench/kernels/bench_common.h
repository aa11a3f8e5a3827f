// Shared timing helpers of the generated-code benchmark drivers.
#pragma once
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace bench {
// Runs `f` for the warm-up and the timed repetitions (argv[1], default `reps`); returns the
// median seconds of one call.
template <class F> double time_it(int argc, char **argv, int reps, F f) {
  if (argc > 1) reps = std::atoi(argv[1]);
  for (int i = 0; i < 3; ++i) f();
  std::vector<double> t;
  for (int i = 0; i < reps; ++i) {
    auto a = std::chrono::steady_clock::now();
    f();
    auto b = std::chrono::steady_clock::now();
    t.push_back(std::chrono::duration<double>(b - a).count());
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}
// Prints `seconds checksum` for the benchmark to parse.
inline void report(double seconds, double checksum) { std::printf("%.9f %.17g\n", seconds, checksum); }
}  // namespace bench
