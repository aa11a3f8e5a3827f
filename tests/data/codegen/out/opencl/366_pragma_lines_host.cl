#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"

// `#pragma` lines (spec §10.4): `#pragma occa attributes <tokens>` injects the attributes
// (`@shared`, `@exclusive`, `@inner`, `@atomic`, a whole `@tile(...)`); every other
// `#pragma occa ...` line is dropped, at file scope and in `@outer` and `@inner` bodies (g++
// would reject an unknown pragma under `-Wall -Werror`); any other pragma is kept at its
// position with its text macro-expanded: the `GCC diagnostic` lines around a helper with an
// unused local must reach g++ (or `-Werror` fails), `GCC unroll UF` needs `UF` expanded.
static int twiceWithUnused(int x) {
  int unused_count = 3;
  return x * 2;
}

#pragma GCC diagnostic pop

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_pragmaLines_0(const int nb, __global const int *x, __global int *y) {
  __local int s[8];
  {
    int b = 0 + get_group_id(0);
    int acc;
    {
      int t = 0 + get_local_id(0);
      acc = 0;
      #pragma GCC unroll 4
      for (int k = 0; k <= t; ++k) {
        acc += x[b * 8 + k];
      }
      s[t] = acc;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      atomic_add(&y[b], (s[7 - t]));
      y[nb + b * 8 + t] = acc + twiceWithUnused(s[t]);
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_pragmaLines_1(const int nb, __global const int *x, __global int *y) {
  {
    int _occa_tiled_i = 0 + (4 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < 8 * nb) {
        y[9 * nb + i] = 2 * x[i];
      }
    }
  }
}
