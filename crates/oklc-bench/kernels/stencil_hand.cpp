// 2-D five-point Jacobi stencil, hand-written C++/OpenMP.
extern "C" void stencil(const int &nx, const int &ny, const float *__restrict__ u,
                        float *__restrict__ v) {
  const int NX = nx, NY = ny;
#pragma omp parallel for
  for (int j = 1; j < NY - 1; ++j) {
#pragma omp simd
    for (int i = 1; i < NX - 1; ++i) {
      const int c = j * NX + i;
      v[c] = 0.25f * (u[c - 1] + u[c + 1] + u[c - NX] + u[c + NX]);
    }
  }
}
