// `#pragma unroll` on regular loops around and between `@inner` levels: a `#pragma unroll 2`
// k loop around a 2-D nest whose `@inner(1)` body has a mid-level statement (once per
// work-item below) and a `#pragma unroll` r loop around the `@inner(0)` loop. The state is an
// `@exclusive` struct with an `operator+=` that alternates between two members (so the order
// of updates shows) and an `@exclusive` array with `@dim(2, 2) @dimOrder(1, 0)` read both
// through the accessor and as raw elements.
struct Acc {
  int v[2];
  int n;
};

void Acc__operator_add_assign(struct Acc *this_, int d) {
  this_->v[this_->n & 1] += d;
  ++this_->n;
  return;
}

__kernel __attribute__((reqd_work_group_size(4, 3, 1))) void _occa_unrolledExclusiveMid_0(const int nB, __global const int *x, __global int *out) {
  __local int s[3][4];
  {
    int b = 0 + get_group_id(0);
    struct Acc acc;
    int reg[4];
    {
      int y = 0 + get_local_id(1);
      {
        int z = 0 + get_local_id(0);
        acc.v[0] = acc.v[1] = 0;
        acc.n = 0;
        s[y][z] = x[(b * 3 + y) * 4 + z];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll 2
    for (int k = 0; k < 2; ++k) {
      {
        int y = 0 + get_local_id(1);
        Acc__operator_add_assign(&acc, 100 * k + y);
        #pragma unroll
        for (int r = 0; r < 2; ++r) {
          {
            int z = 0 + get_local_id(0);
            Acc__operator_add_assign(&acc, s[(y + r) % 3][3 - z] * (r + 1 + 10 * k));
            reg[k + 2 * r] = (r + 1) * 10 + k + z;
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int y = 0 + get_local_id(1);
      {
        int z = 0 + get_local_id(0);
        __global int *o = out + ((b * 3 + y) * 4 + z) * 5;
        o[0] = acc.v[0];
        o[1] = acc.v[1];
        o[2] = acc.n;
        o[3] = reg[1 + 2 * 0] * 1000 + reg[0 + 2 * 1];
        o[4] = reg[1] * 1000 + reg[2];
      }
    }
  }
}
