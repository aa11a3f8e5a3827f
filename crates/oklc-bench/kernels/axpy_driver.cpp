// Driver of the axpy benchmark: same driver for oklc's output and the hand-written code.
#include "bench_common.h"
extern "C" void axpy(const int &N, const float &alpha, const float *x, float *y);

int main(int argc, char **argv) {
  const int n = 1 << 24;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) { x[i] = 0.001f * (i % 1000); y[i] = 1.0f; }
  const float alpha = 1.0001f;
  double t = bench::time_it(argc, argv, 20, [&] { axpy(n, alpha, x.data(), y.data()); });
  double sum = 0;
  for (int i = 0; i < n; i += 97) sum += y[i];
  bench::report(t, sum);
}
