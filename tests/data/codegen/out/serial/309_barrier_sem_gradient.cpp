// libParanumal/nekRS-style spectral-element gradient on hexahedra: `@exclusive` register
// columns `r_q[p_Nq]` and `r_dqdt[p_Nq]` filled under `#pragma unroll p_Nq`, a `#pragma unroll`
// regular loop over k-slices in the `@outer` body with explicit `@barrier`s between the 2-D
// `@inner` nests, and a barrier at the end of each slice iteration of a register loop inside an
// `@inner` body (uniform constant trip count).
// Defines: -Dp_Nq=4
extern "C" void gradientHex3D(const int &Nelements, const float *D, const float *q, float *grad) {
  for (int e = 0; e < Nelements; ++e) {
    int _occa_exclusive_index;
    float s_D[4][4];
    float s_q[4][4];
    float r_q[16][4];
    float r_dqdt[16][4];
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        s_D[j][i] = D[j * 4 + i];
        #pragma GCC unroll 4
        for (int k = 0; k < 4; ++k) {
          r_q[_occa_exclusive_index][k] = q[e * (4 * 4 * 4) + k * 4 * 4 + j * 4 + i];
          r_dqdt[_occa_exclusive_index][k] = 0.0f;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int j = 0; j < 4; ++j) {
      for (int i = 0; i < 4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        #pragma GCC unroll 4
        for (int k = 0; k < 4; ++k) {
          float t = 0.0f;
          #pragma GCC unroll 4
          for (int m = 0; m < 4; ++m) {
            t += s_D[k][m] * r_q[_occa_exclusive_index][m];
          }
          r_dqdt[_occa_exclusive_index][k] = t;
        }
      }
    }
    #pragma GCC unroll 4
    for (int k = 0; k < 4; ++k) {
      _occa_exclusive_index = 0;
      for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
          _occa_exclusive_index = 4 * j + i;
          s_q[j][i] = r_q[_occa_exclusive_index][k];
        }
      }
      _occa_exclusive_index = 0;
      for (int j = 0; j < 4; ++j) {
        for (int i = 0; i < 4; ++i) {
          _occa_exclusive_index = 4 * j + i;
          float dr = 0.0f;
          float ds = 0.0f;
          #pragma GCC unroll 4
          for (int m = 0; m < 4; ++m) {
            dr += s_D[i][m] * s_q[j][m];
            ds += s_D[j][m] * s_q[m][i];
          }
          const int id = e * 3 * (4 * 4 * 4) + k * 4 * 4 + j * 4 + i;
          grad[id] = dr;
          grad[id + 4 * 4 * 4] = ds;
          grad[id + 2 * (4 * 4 * 4)] = r_dqdt[_occa_exclusive_index][k];
        }
      }
    }
  }
}
