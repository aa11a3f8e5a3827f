// A kernel parameter or `@outer` iterator written both in an `@outer` body (once per group, every
// work-item alike) and inside `@inner` loops (per work-item). On a GPU each work-item's copy
// takes the group's writes and then its own. The host needs a group copy and, initialised from
// it, a per-work-item copy; both used to get the same name, so the per-work-item copy read
// itself (`int _occa_param_n = _occa_param_n;`, uninitialised) or, as an @exclusive array, was
// declared twice in one block. Shapes:
// * `scale`: group write, then per-item writes through a lambda called from a
//   `#pragma unroll` loop (plain per-item copy);
// * `n`: group write, per-item writes in one @inner loop read by the next (@exclusive copy),
//   with a `@shared` buffer and a barrier between;
// * `b`: an @outer iterator scaled in its body and stepped per work-item by a backward `goto`;
// * `m`: written in an @outer(1) body, an @outer(0) body and an @inner body (three copies);
// * `bias`: group write above a `@tile(2, @inner, @inner)` loop that writes it per item.
void _occa_groupAndItemCopies_grow(int k, float *scale, int t) {
  *scale += k * t;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_groupAndItemCopies_0(int n, float scale, int m, int bias, __global float *x, __global int *y, __global int *z, __global int *w) {
  __local int s_sum[4];
  {
    int b = 0 + get_group_id(0);
    scale *= 0.5f;
    n += 10 * b;
    {
      int t = 0 + get_local_id(0);
      #pragma unroll 3
      for (int k = 0; k < 3; ++k) {
        _occa_groupAndItemCopies_grow(k, &scale, t);
      }
      x[b * 4 + t] = scale;
      n += t;
      s_sum[t] = t * t;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      y[b * 4 + t] = n * 100 + s_sum[3 - t];
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_groupAndItemCopies_1(int n, float scale, int m, int bias, __global float *x, __global int *y, __global int *z, __global int *w) {
  {
    int b = 0 + get_group_id(0);
    b *= 10;
    {
      int t = 0 + get_local_id(0);
      int steps = 0;
    again:
      if (steps < t) {
        ++steps;
        ++b;
        goto again;
      }
      z[b / 10 * 4 + t] = b;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 3, 1))) void _occa_groupAndItemCopies_2(int n, float scale, int m, int bias, __global float *x, __global int *y, __global int *z, __global int *w) {
  {
    int a = 0 + get_group_id(1);
    m += 1000 * a;
    {
      int c = 0 + get_group_id(0);
      m += 100 * c;
      bias += a + c;
      {
        int _occa_tiled_i = 0 + (2 * get_local_id(1));
        {
          int i = _occa_tiled_i + get_local_id(0);
          if (i < 6) {
            m += i;
            bias *= 2;
            w[(a * 2 + c) * 6 + i] = m * 10 + bias;
          }
        }
      }
    }
  }
}
