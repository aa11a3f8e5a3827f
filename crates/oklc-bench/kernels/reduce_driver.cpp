// Driver of the block reduction benchmark.
#include "bench_common.h"
extern "C" void reduce(const int &N, const float *x, float *partial);

int main(int argc, char **argv) {
  const int n = 1 << 24;
  std::vector<float> x(n), partial((n + 255) / 256);
  for (int i = 0; i < n; ++i) x[i] = 0.001f * (i % 1000);
  double t = bench::time_it(argc, argv, 20, [&] { reduce(n, x.data(), partial.data()); });
  double sum = 0;
  for (float p : partial) sum += p;
  bench::report(t, sum);
}
