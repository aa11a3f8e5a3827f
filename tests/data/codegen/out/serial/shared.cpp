extern "C" void reverse64(const float *in, float *out) {
  for (int g = 0; g < 4; ++g) {
    float s[64];
    for (int t = 0; t < 64; ++t) {
      s[t] = in[g * 64 + t];
    }
    for (int t = 0; t < 64; ++t) {
      out[g * 64 + t] = s[63 - t];
    }
  }
}
