// Spectral-element style operator, hand-written C++/OpenMP: the same algorithm with the
// per-work-item registers as [j][i][k] local arrays of each element.
#define p_Nq 8
#define p_Np (p_Nq * p_Nq * p_Nq)
extern "C" void sem(const int &Nelements_, const float *__restrict__ D,
                    const float *__restrict__ q, float *__restrict__ Aq) {
  const int Nelements = Nelements_;
#pragma omp parallel for
  for (int e = 0; e < Nelements; ++e) {
    float s_D[p_Nq][p_Nq], s_q[p_Nq][p_Nq];
    float r_q[p_Nq][p_Nq][p_Nq], r_Aq[p_Nq][p_Nq][p_Nq];
    for (int j = 0; j < p_Nq; ++j)
      for (int i = 0; i < p_Nq; ++i) {
        s_D[j][i] = D[p_Nq * j + i];
#pragma GCC unroll 8
        for (int k = 0; k < p_Nq; ++k) {
          r_q[j][i][k] = q[e * p_Np + k * p_Nq * p_Nq + j * p_Nq + i];
          r_Aq[j][i][k] = 0;
        }
      }
#pragma GCC unroll 8
    for (int k = 0; k < p_Nq; ++k) {
      for (int j = 0; j < p_Nq; ++j)
        for (int i = 0; i < p_Nq; ++i) s_q[j][i] = r_q[j][i][k];
      for (int j = 0; j < p_Nq; ++j)
        for (int i = 0; i < p_Nq; ++i) {
          float qr = 0;
#pragma GCC unroll 8
          for (int m = 0; m < p_Nq; ++m) qr += s_D[i][m] * s_q[j][m];
          r_Aq[j][i][k] += qr;
        }
    }
    for (int j = 0; j < p_Nq; ++j)
      for (int i = 0; i < p_Nq; ++i)
#pragma GCC unroll 8
        for (int k = 0; k < p_Nq; ++k)
          Aq[e * p_Np + k * p_Nq * p_Nq + j * p_Nq + i] = r_Aq[j][i][k];
  }
}
