typedef long int64_t;

// OKL loop iterators whose integer type is written with a qualified name: `std::size_t`,
// `std::int64_t`, a typedef in a user namespace and a member typedef of a struct.
typedef int mesh__index_t;

struct Grid {
  typedef unsigned int cell_t;
};

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_qualifiedIteratorTypes_0(const int n, __global int *y) {
  {
    size_t b = 0 + get_group_id(0);
    {
      mesh__index_t t = 0 + get_local_id(0);
      y[b * 4 + t] = (int)b * 10 + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_qualifiedIteratorTypes_1(const int n, __global int *y) {
  {
    int64_t _occa_tiled_i = 0 + (8 * 2 * (long) get_group_id(0));
    {
      int64_t i = _occa_tiled_i + (2 * (long) get_local_id(0));
      if (i < 4 * n) {
        y[i] += 1000;
      }
    }
  }
}

__kernel void _occa_qualifiedIteratorTypes_2(const int n, __global int *y) {
  {
    Grid::cell_t b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      y[t * 4 + b] += 100;
    }
  }
}
