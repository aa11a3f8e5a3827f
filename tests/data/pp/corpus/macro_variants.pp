@kernel void copyAndSquare_dp(const int N, @restrict const float *in, @restrict double *out) {
  for (int b = 0; b < N / 64; ++b; @outer) {
    @shared double s_in[64];
    ;
    for (int t = 0; t < 64; ++t; @inner) { s_in[t] = in[(b * 64) + t]; } @barrier();
    for (int t = 0; t < 64; ++t; @inner) {
      out[b * 64 + t] = ((s_in[t]) * (s_in[t]));
    }
  }
}
