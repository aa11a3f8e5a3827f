#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Lambdas in `@inner` bodies that mix a default capture with named captures of `@exclusive`
// and `@shared` data: `[&, e]() mutable` (the copy of `e` changes, the work-item's own `e`
// does not), `[=, &e]` (writes `e`, reads an `@exclusive` array by copy), a lambda stored in a
// variable and called in a regular loop inside the `@inner` body, a generic lambda taking a
// `@shared` row by reference, and a lambda returning a reference to the work-item's `@exclusive`
// element. The values must persist into the next `@inner` loop per work-item.
int _occa_lambdaCaptures_stash(threadgroup int (&rows)[2][4], int t, thread int *e, thread int (&hist)[3]) {
  rows[0][t] = *e;
  *e = -1;
  hist[0] = *e;
  return *e * 2;
}

int _occa_lambdaCaptures_bump(int k, thread int *e, thread int (&hist)[3]) {
  *e += hist[1] * k;
  return *e;
}

thread int &_occa_lambdaCaptures_slotOf(thread int (&hist)[3]) {
  return hist[0];
}

void _occa_lambdaCaptures_fill(threadgroup int (&row)[4], int v, int t, int e) {
  row[t] = v + e;
}

kernel void _occa_lambdaCaptures_0(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int rows[2][4];
  {
    int g = 0 + _occa_group_position.x;
    int e;
    int hist[3];
    {
      int t = 0 + _occa_thread_position.x;
      e = 10 * g + t;
      int _occa_lambdaCaptures_stash_e = e;
      hist[1] = _occa_lambdaCaptures_stash(rows, t, &_occa_lambdaCaptures_stash_e, hist);
      hist[2] = 0;
      for (int k = 1; k <= 3; ++k) {
        hist[2] += _occa_lambdaCaptures_bump(k, &e, hist);
      }
      _occa_lambdaCaptures_slotOf(hist) += 100;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      _occa_lambdaCaptures_fill(rows[1], hist[0], t, e);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      out[(g * 4 + t) * 4 + 0] = e;
      out[(g * 4 + t) * 4 + 1] = hist[2];
      out[(g * 4 + t) * 4 + 2] = rows[0][3 - t];
      out[(g * 4 + t) * 4 + 3] = rows[1][3 - t];
    }
  }
}
