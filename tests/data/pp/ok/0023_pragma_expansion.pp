for (int i = 0; i < 8; ++i; @inner) {
#pragma unroll 8
  for (int j = 0; j < 8; ++j) {}
#pragma unroll (8 / 2)
#pragma omp parallel for
@inner
  for (;;) {}
}
