// `@exclusive` structs and arrays of structs (member access, whole-struct copies, a struct
// with an array member, a reference to an element taken inside `@inner`), and a `@shared`
// array of structs read back reversed.
struct Acc {
  float sum;
  int count;
  float hist[2];
};

struct Cell {
  float v;
  int k;
};

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_exclusiveStructs_0(const int nb, __global const float *x, __global float *out, __global int *cnt) {
  __local struct Cell s[8];
  {
    int b = 0 + get_group_id(0);
    struct Acc a;
    struct Acc pair[2];
    {
      int t = 0 + get_local_id(0);
      a.sum = x[b * 8 + t];
      a.count = 1;
      a.hist[0] = a.sum;
      a.hist[1] = -a.sum;
      pair[0] = a;
      pair[1].sum = 2 * a.sum;
      pair[1].count = t;
      s[t].v = a.sum;
      s[t].k = t;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      struct Acc *r = &pair[1];
      (*r).sum += s[7 - t].v;
      (*r).count += s[7 - t].k;
      a.hist[1] += pair[0].hist[0];
      a.count += (&pair[0])->count;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      out[b * 8 + t] = a.hist[1] + pair[1].sum;
      cnt[b * 8 + t] = pair[1].count * 10 + a.count;
    }
  }
}
