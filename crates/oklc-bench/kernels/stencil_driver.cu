// CUDA driver of the stencil benchmark. stencil.okl runs one row per block and one column per
// thread, so a row may have at most 1024 + 2 points on a GPU (CUDA's block limit): the grid is
// 1026 x 8192 (8.4 M points, like the host driver's 4096 x 2048), filled the same way.
#include "bench_cuda.h"
extern "C" void stencil(int nx, int ny, const float *u, float *v);

int main(int argc, char **argv) {
  const int nx = 1026, ny = 8192;
  std::vector<float> u(nx * ny), v(nx * ny, 0.0f);
  for (int i = 0; i < nx * ny; ++i) u[i] = 0.001f * (i % 977);
  bench::DeviceArray<float> du(u), dv(v);
  double t = bench::time_gpu(argc, argv, 50, [&] { stencil(nx, ny, du.ptr, dv.ptr); });
  dv.back(v);
  double sum = 0;
  for (int i = 0; i < nx * ny; i += 101) sum += v[i];
  bench::report_gpu(t, sum);
}
