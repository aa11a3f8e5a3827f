int weight_q8(int i);
@inner for (int t = 0; t < 4; ++t) {
#pragma unroll 8
  for (int k = 0; k < 8; ++k) {}
#pragma unroll 4
#pragma unroll 2
  for (;;) {}
}
