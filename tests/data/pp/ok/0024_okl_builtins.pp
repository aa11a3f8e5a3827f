for (int b = 0; b < N; ++b) @outer {
#pragma unroll 4
  for (int t = 0; t < 16; ++t; @tile(16, @inner)) {}
}
#pragma unroll 2
#pragma omp simd
x;
