// `@dim` accessor corner cases: nested accessor calls (`m(i, m(j, i))`-style), arguments that
// contain commas inside parentheses and template-argument lists, a `@dim` local `const`
// array, and a local lambda that shadows the name of a `@dim` parameter in an inner scope
// (its calls must stay calls).
inline int _occa_pick_int(int a, int b) {
  return a > b ? a : b;
}

inline int mix(int a, int b) {
  return (a * 3 + b) % 4;
}

int _occa_dimNested_idx(int a, int b) {
  return a * 100 + b;
}

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_dimNested_0(const int nE, __global const int *idx, __global int *out) {
  {
    int e = 0 + get_group_id(0);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int perm[16] = {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 0, 1, 2, 3};
        int v = idx[perm[i + 4 * j] + 4 * (idx[j + 4 * i] % 4)];
        v += idx[mix(i, j) + 4 * _occa_pick_int(i, j)];
        {
          v += _occa_dimNested_idx(i, j);
        }
        out[i + 4 * (j + 4 * e)] = v + e * 1000;
      }
    }
  }
}
