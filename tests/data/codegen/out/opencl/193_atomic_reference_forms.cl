// `@atomic` targets reached through calls that return references: a member function, a
// function template, a field of a returned struct reference and a dereferenced returned pointer.
struct Hist {
  __global int *bins;
};

__global int *Hist__at(const struct Hist *this_, int i) {
  return &this_->bins[i];
}

struct Cell {
  int n;
  float w;
};

__global float *_occa_elem_float(__global float *a, int i) {
  return &a[i];
}

__global struct Cell *cellOf(__global struct Cell *c, int i) {
  return &c[i];
}

__global int *ptrOf(__global int *a, int i) {
  return a + i;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_atomicRefForms_0(const int nb, __global int *bins, __global struct Cell *cells, __global float *w, __global int *last) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const struct Hist h = {bins};
      atomic_add(&*Hist__at(&h, t % 3), (1));
      {
        volatile __global float *_occa_ptr = &*_occa_elem_float(w, t % 2);
        float _occa_old, _occa_new;
        do {
          _occa_old = *_occa_ptr;
          _occa_new = (float) (_occa_old + (0.25f * t));
        } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
      }
      atomic_add(&(*cellOf(cells, t % 2)).n, (t));
      atomic_add(&*ptrOf(last, 0), (2));
    }
  }
}
