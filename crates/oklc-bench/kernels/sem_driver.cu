// CUDA driver of the spectral-element operator benchmark: the data of sem_driver.cpp.
#include "bench_cuda.h"
extern "C" void sem(int Nelements, const float *D, const float *q, float *Aq);

int main(int argc, char **argv) {
  const int Ne = 32768, Np = 512;
  std::vector<float> D(64), q(size_t(Ne) * Np), Aq(size_t(Ne) * Np);
  for (int i = 0; i < 64; ++i) D[i] = 0.1f * ((i * 7) % 11) - 0.5f;
  for (size_t i = 0; i < q.size(); ++i) q[i] = 0.001f * (i % 1009);
  bench::DeviceArray<float> dD(D), dq(q), dAq(Aq);
  double t = bench::time_gpu(argc, argv, 50, [&] { sem(Ne, dD.ptr, dq.ptr, dAq.ptr); });
  dAq.back(Aq);
  double sum = 0;
  for (size_t i = 0; i < Aq.size(); i += 53) sum += Aq[i];
  bench::report_gpu(t, sum);
}
