// CUDA driver of the axpy benchmark: the same data and checksum as axpy_driver.cpp, linked with
// oklc's CUDA output (kernel + native launcher) or with axpy_hand.cu.
#include "bench_cuda.h"
extern "C" void axpy(int N, float alpha, const float *x, float *y);

int main(int argc, char **argv) {
  const int n = 1 << 24;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) { x[i] = 0.001f * (i % 1000); y[i] = 1.0f; }
  const float alpha = 1.0001f;
  bench::DeviceArray<float> dx(x), dy(y);
  double t = bench::time_gpu(argc, argv, 50, [&] { axpy(n, alpha, dx.ptr, dy.ptr); });
  dy.back(y);
  double sum = 0;
  for (int i = 0; i < n; i += 97) sum += y[i];
  bench::report_gpu(t, sum);
}
