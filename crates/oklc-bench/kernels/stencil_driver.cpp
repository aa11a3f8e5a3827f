// Driver of the stencil benchmark.
#include "bench_common.h"
extern "C" void stencil(const int &nx, const int &ny, const float *u, float *v);

int main(int argc, char **argv) {
  const int nx = 4096, ny = 2048;
  std::vector<float> u(nx * ny), v(nx * ny, 0.0f);
  for (int i = 0; i < nx * ny; ++i) u[i] = 0.001f * (i % 977);
  double t = bench::time_it(argc, argv, 20, [&] { stencil(nx, ny, u.data(), v.data()); });
  double sum = 0;
  for (int i = 0; i < nx * ny; i += 101) sum += v[i];
  bench::report(t, sum);
}
