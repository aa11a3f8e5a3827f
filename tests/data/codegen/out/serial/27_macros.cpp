// Names and types from macros, token pasting, multi-line macros that hold OKL attributes.
// Defines: -Ddfloat=double -Dpfloat=float -DSUFFIX=_dp -Dp_Nq=6 -DBLOCK=64
/* dropped in device code */
extern "C" void copyAndSquare_dp(const int &N, const float *__restrict__ in, double *__restrict__ out) {
  for (int b = 0; b < N / 64; ++b) {
    double s_in[64];
    ;
    for (int t = 0; t < 64; ++t) {
      s_in[t] = in[b * 64 + t];
    }
    for (int t = 0; t < 64; ++t) {
      out[b * 64 + t] = s_in[t] * s_in[t];
    }
  }
}
